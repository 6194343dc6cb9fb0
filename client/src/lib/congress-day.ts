import { slotId } from '@congres/contracts';
import { EVENT } from '../content/event';
import { PROGRAMME, PROGRAMME_ENDS_AT, type ProgrammeEntry } from '../content/programme';
import { daysBetween, parisDate, parisInstant } from './paris-time';

/** A programme entry with its instants: it lasts until the next one starts (the last one until the day's end). */
export interface Slot {
  index: number;
  /** "01" … "18": how the API and the calendar files name it (contracts: PROGRAMME_SLOT_IDS). */
  id: string;
  entry: ProgrammeEntry;
  start: number;
  end: number;
}

/** The day's 18 slots, in order. */
export const SLOTS: Slot[] = PROGRAMME.map((entry, index) => {
  const next = PROGRAMME[index + 1];
  return {
    index,
    id: slotId(index),
    entry,
    start: parisInstant(EVENT.dateIso, entry.time),
    end: parisInstant(EVENT.dateIso, next ? next.time : PROGRAMME_ENDS_AT),
  };
});

export type DayStatus =
  | { phase: 'before'; days: number }
  | { phase: 'during'; current: Slot | undefined; next: Slot | undefined }
  | { phase: 'after' };

/**
 * Where the congress stands at `nowMs`, by the Bordeaux calendar and clock: days to go, the
 * slot in progress and the next one, or over (from the end of the last slot).
 */
export function dayStatus(nowMs: number, slots: Slot[] = SLOTS): DayStatus {
  const days = daysBetween(parisDate(nowMs), EVENT.dateIso);
  if (days > 0) return { phase: 'before', days };
  const last = slots[slots.length - 1];
  if (days < 0 || (last !== undefined && nowMs >= last.end)) return { phase: 'after' };
  return {
    phase: 'during',
    current: slots.find((slot) => slot.start <= nowMs && nowMs < slot.end),
    next: slots.find((slot) => slot.start > nowMs),
  };
}

/** The first starred slot still to start at `nowMs`, if any: "À suivre" on the welcome page prefers it. */
export function nextStarredSlot(nowMs: number, starred: ReadonlySet<string>, slots: Slot[] = SLOTS): Slot | undefined {
  return slots.find((slot) => slot.start > nowMs && starred.has(slot.id));
}

/** How often the programme and the welcome page look at the clock again. */
export const DAY_STATUS_INTERVAL_MS = 60_000;
