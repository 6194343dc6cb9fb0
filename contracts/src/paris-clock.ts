import { CLOCK_TIME_PATTERN, type CongressContent, type ProgrammeSlot } from './content.js';

/** The last Sunday of a month (0-based) of a year, as a UTC day of the month. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Bordeaux's offset from UTC at an instant, in minutes: the European Union's rule (directive
 * 2000/84/EC, in force since 1996), summer time (UTC+2) from the last Sunday of March to the
 * last Sunday of October, at 01:00 UTC both ways; UTC+1 otherwise. Computed rather than read
 * from Intl (decision 113): a page's first `Intl.DateTimeFormat` loads the platform's locale
 * and zone data, a 100-150 ms task on a phone's CPU, and every page shows Bordeaux times.
 * paris-clock.test.ts holds it to the platform's own zone data, hour by hour, over decades: a
 * change of the rule shows there first.
 */
function parisOffsetMinutes(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summerStarts = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnds = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return ms >= summerStarts && ms < summerEnds ? 120 : 60;
}

/** The wall-clock fields of an instant in Bordeaux (Europe/Paris), whatever the device's zone. */
export function wallClock(ms: number): { date: string; minutes: number; asUtcMs: number } {
  // The instant shifted by the offset, read as UTC: its fields are Bordeaux's (whole seconds,
  // as a clock shows them).
  const asUtcMs = Math.floor(ms / 1000) * 1000 + parisOffsetMinutes(ms) * 60_000;
  const local = new Date(asUtcMs);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    asUtcMs,
  };
}

/** Minutes from "8h", "8h35" or "7H03" (the programme's way of writing times). */
export function minutesOf(time: string): number {
  const match = /^(\d{1,2})[hH](\d{2})?$/.exec(time);
  if (!match) throw new Error(`Not a time of the programme: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2] ?? '0');
}

/**
 * The instant at which Bordeaux clocks show `time` on `dateIso` (e.g. 2025-05-23, "8h35" is
 * 06:35 UTC in summer time).
 */
export function parisInstant(dateIso: string, time: string): number {
  const naive = Date.parse(`${dateIso}T00:00:00Z`) + minutesOf(time) * 60_000;
  // The offset at the naive instant, then at the corrected one (right across a DST change).
  let instant = naive - (wallClock(naive).asUtcMs - naive);
  instant = naive - (wallClock(instant).asUtcMs - instant);
  return instant;
}

/**
 * The programme in time order (decision 107): by its slots' times, equal times in the order
 * given (a stable sort). Every version is stored so, and every reader orders it so again: a
 * version stored before may hold its slots in another order, and no page, calendar or "En cours"
 * may disagree with another. Times are the schema's (`CLOCK_TIME_PATTERN`).
 */
export function programmeInTimeOrder<Slot extends Pick<ProgrammeSlot, 'time'>>(programme: readonly Slot[]): Slot[] {
  // A slot whose time is not one of the day yet (the editor's "11h3" while it is typed, decision
  // 108) keeps its place; the others sort around it. Stored content always has valid times.
  const places = programme.flatMap((slot, index) => (isClockTime(slot.time) ? [index] : []));
  // Array.prototype.sort is stable: slots at the same time keep their order.
  const sorted = places.map((index) => programme[index]!).sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
  const ordered = [...programme];
  places.forEach((place, rank) => {
    ordered[place] = sorted[rank]!;
  });
  return ordered;
}

const CLOCK = new RegExp(CLOCK_TIME_PATTERN);
/** Whether `time` is a time of the day as the programme writes it ("8h", "11h15"; not "25h", "11h60", ""). */
export const isClockTime = (time: string): boolean => CLOCK.test(time);

/**
 * How long a slot lasts in a calendar when nothing after it ends it: one at or after the day's
 * end, which a save refuses since decision 107 but a version stored before may hold. Never an
 * end at or before the start (a calendar would swap them, or drop the event).
 */
export const SLOT_WITHOUT_END_MINUTES = 30;

/** A slot with its instants (ms since the epoch). */
export interface TimedSlot {
  slot: ProgrammeSlot;
  start: number;
  end: number;
}

/**
 * The programme's slots with their instants, in time order (decision 107): a slot lasts until
 * the next slot that starts later and is not cancelled (a cancelled slot leaves its time to the
 * one before; slots at the same time end together), the last one until the day's end, and none
 * past it; one that starts at or after the day's end lasts `SLOT_WITHOUT_END_MINUTES`. Shared by
 * the server's calendars and the client's pages.
 */
export function timedSlots(content: Pick<CongressContent, 'event' | 'programme' | 'programmeEndsAt'>): TimedSlot[] {
  const day = content.event.dateIso;
  const timed = programmeInTimeOrder(content.programme).map((slot) => ({ slot, start: parisInstant(day, slot.time) }));
  const dayEnd = parisInstant(day, content.programmeEndsAt);
  return timed.map(({ slot, start }, index) => {
    const next = timed.slice(index + 1).find((later) => later.start > start && !later.slot.cancelled);
    const end = next !== undefined && next.start < dayEnd ? next.start : dayEnd;
    return { slot, start, end: end > start ? end : start + SLOT_WITHOUT_END_MINUTES * 60_000 };
  });
}
