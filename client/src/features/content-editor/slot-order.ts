import { CLOCK_TIME_PATTERN, minutesOf, type ContentProblem, type ProgrammeSlot } from '@congres/contracts';

const CLOCK = new RegExp(CLOCK_TIME_PATTERN);

/** Whether `time` is a time of the day as the programme writes it ("8h", "11h15"; not "25h", "11h60", ""). */
export const isClockTime = (time: string): boolean => CLOCK.test(time);

/**
 * The programme in time order (decision 108), as the server keeps it: a stable sort, so slots
 * at the same time keep their order. A slot whose time is not one of the day yet ("11h3" while
 * it is typed) keeps its place; the others sort around it.
 */
export function inTimeOrder<T extends Pick<ProgrammeSlot, 'time'>>(programme: readonly T[]): T[] {
  const places = programme.flatMap((slot, index) => (isClockTime(slot.time) ? [index] : []));
  // Array.prototype.sort is stable.
  const sorted = places.map((index) => programme[index]!).sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
  const ordered = [...programme];
  places.forEach((place, rank) => {
    ordered[place] = sorted[rank]!;
  });
  return ordered;
}

/** The programme with slot `id` at `time`, moved at once to its place in time order. */
export function withSlotTime(programme: readonly ProgrammeSlot[], id: string, time: string): ProgrammeSlot[] {
  return inTimeOrder(programme.map((slot) => (slot.id === id ? { ...slot, time } : slot)));
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
