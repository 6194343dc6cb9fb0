import { timedSlots, type CongressContent, type ProgrammeSlot } from '@congres/contracts';
import { contentSeed } from '../content/seed';
import { daysBetween, parisDate } from './paris-time';

/**
 * A programme slot with its instants: it lasts until the next slot still held starts (the last
 * one until the day's end). `id` is how stars, the API and the calendar files name it ("01" …
 * "18" for the seed's, decision 079); `index` is its place in the day's order.
 */
export interface Slot {
  index: number;
  id: string;
  entry: ProgrammeSlot;
  start: number;
  end: number;
}

/**
 * The content's slots in time order, with their instants: the contracts' `timedSlots`, shared
 * with the server's calendars (decision 107), so that the pages, "En cours / À suivre" and
 * the calendars agree even on a version stored out of order.
 */
export function slotsOf(content: Pick<CongressContent, 'event' | 'programme' | 'programmeEndsAt'>): Slot[] {
  return timedSlots(content).map(({ slot, start, end }, index) => ({ index, id: slot.id, entry: slot, start, end }));
}

const SEED = contentSeed();

/** The seed's 18 slots, in order: what the build writes (calendar files) and what the figures name. */
export const SLOTS: Slot[] = slotsOf(SEED);

export type DayStatus =
  | { phase: 'before'; days: number }
  | { phase: 'during'; current: Slot | undefined; next: Slot | undefined }
  | { phase: 'after' };

/**
 * Where the congress stands at `nowMs`, by the Bordeaux calendar and clock: days to go, the
 * slot in progress and the next one (a cancelled slot is neither), or over (from the end of the
 * last slot). `dateIso`: the congress's day, from the content the page shows.
 */
export function dayStatus(nowMs: number, slots: Slot[] = SLOTS, dateIso = SEED.event.dateIso): DayStatus {
  const days = daysBetween(parisDate(nowMs), dateIso);
  if (days > 0) return { phase: 'before', days };
  const last = slots[slots.length - 1];
  if (days < 0 || (last !== undefined && nowMs >= last.end)) return { phase: 'after' };
  const held = slots.filter((slot) => !slot.entry.cancelled);
  return {
    phase: 'during',
    current: held.find((slot) => slot.start <= nowMs && nowMs < slot.end),
    next: held.find((slot) => slot.start > nowMs),
  };
}

/** The first starred slot still to start at `nowMs`, if any: "À suivre" on the welcome page prefers it. */
export function nextStarredSlot(nowMs: number, starred: ReadonlySet<string>, slots: Slot[] = SLOTS): Slot | undefined {
  return slots.find((slot) => slot.start > nowMs && starred.has(slot.id) && !slot.entry.cancelled);
}

/** How often the programme and the welcome page look at the clock again. */
export const DAY_STATUS_INTERVAL_MS = 60_000;
