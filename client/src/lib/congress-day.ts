import { EVENT } from '../content/event';
import { PROGRAMME, PROGRAMME_ENDS_AT, type ProgrammeEntry } from '../content/programme';
import { daysBetween, parisDate, parisInstant } from './paris-time';

/** A programme entry with its instants: it lasts until the next one starts (the last one until the day's end). */
export interface Slot {
  index: number;
  entry: ProgrammeEntry;
  start: number;
  end: number;
}

/** The day's 18 slots, in order. */
export const SLOTS: Slot[] = PROGRAMME.map((entry, index) => {
  const next = PROGRAMME[index + 1];
  return {
    index,
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

/** How often the programme and the welcome page look at the clock again. */
export const DAY_STATUS_INTERVAL_MS = 60_000;
