import type { CongressContent, ProgrammeSlot } from '@congres/contracts';
import { contentSeed } from '../content/seed';
import { daysBetween, parisDate, parisInstant } from './paris-time';

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

/** The content's slots in time order (a slot moved later goes down the list; equal times keep their order). */
export function slotsOf(content: Pick<CongressContent, 'event' | 'programme' | 'programmeEndsAt'>): Slot[] {
  const { dateIso } = content.event;
  const timed = content.programme
    .map((entry) => ({ entry, start: parisInstant(dateIso, entry.time) }))
    .sort((a, b) => a.start - b.start);
  const dayEnd = parisInstant(dateIso, content.programmeEndsAt);
  return timed.map(({ entry, start }, index) => {
    // A cancelled slot leaves its time to the one before it.
    const next = timed.slice(index + 1).find((later) => later.start > start && !later.entry.cancelled);
    return { index, id: entry.id, entry, start, end: next ? next.start : dayEnd };
  });
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
