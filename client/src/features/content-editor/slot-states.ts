import { isClockTime, sameValue, type ContentProblem, type ProgrammeSlot } from '@congres/contracts';

/** A state the programme's list shows on a slot's row (decision 108). */
export type SlotState = 'À corriger' | 'Annulé' | 'Nouveau' | 'Modifié';

/**
 * The states of the draft's slot at `index`: refused by the last save or with a time that is not
 * one of the day, cancelled, and compared with the published version (unknown: null), new or
 * modified. A slot cancelled by this draft is both "Annulé" and "Modifié".
 */
export function slotStates(
  slot: ProgrammeSlot,
  index: number,
  published: ReadonlyMap<string, ProgrammeSlot> | null,
  problems: readonly ContentProblem[],
): SlotState[] {
  const states: SlotState[] = [];
  const refused = problems.some((problem) => problem.path.startsWith(`/programme/${index}/`));
  if (refused || !isClockTime(slot.time)) states.push('À corriger');
  if (slot.cancelled) states.push('Annulé');
  if (published === null) return states;
  const was = published.get(slot.id);
  if (was === undefined) states.push('Nouveau');
  else if (!sameValue(was, slot)) states.push('Modifié');
  return states;
}

/** The published slots the draft no longer has: removed at the next publication. */
export function removedSlots(
  programme: readonly ProgrammeSlot[],
  published: ReadonlyMap<string, ProgrammeSlot> | null,
): ProgrammeSlot[] {
  if (published === null) return [];
  const kept = new Set(programme.map((slot) => slot.id));
  return [...published.values()].filter((slot) => !kept.has(slot.id));
}
