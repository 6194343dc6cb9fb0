import { programmeInTimeOrder, type ContentProblem, type ProgrammeSlot } from '@congres/contracts';

/** The programme with slot `id` at `time`, moved at once to its place in time order. */
export function withSlotTime(programme: readonly ProgrammeSlot[], id: string, time: string): ProgrammeSlot[] {
  return programmeInTimeOrder(programme.map((slot) => (slot.id === id ? { ...slot, time } : slot)));
}

/**
 * Refusals whose paths count slots in the order `before` (slot ids), said of the same slots in
 * `programme`: a slot moved to its time keeps its refusals; those of a slot deleted since go.
 */
export function followSlots(
  problems: readonly ContentProblem[],
  before: readonly string[],
  programme: readonly Pick<ProgrammeSlot, 'id'>[],
): ContentProblem[] {
  const now = new Map(programme.map((slot, index) => [slot.id, index]));
  return problems.flatMap((problem) => {
    const slot = /^\/programme\/(\d+)(\/.*)?$/.exec(problem.path);
    if (slot === null) return [problem];
    const index = now.get(before[Number(slot[1])] ?? '');
    return index === undefined ? [] : [{ ...problem, path: `/programme/${index}${slot[2] ?? ''}` }];
  });
}
