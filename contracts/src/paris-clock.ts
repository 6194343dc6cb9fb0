import { CLOCK_TIME_PATTERN, type CongressContent, type ProgrammeSlot } from './content.js';
import { EVENT_TIME_ZONE } from './time-zone.js';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock fields of an instant in Bordeaux (Europe/Paris), whatever the device's zone. */
export function wallClock(ms: number): { date: string; minutes: number; asUtcMs: number } {
  const f = Object.fromEntries(parts.formatToParts(new Date(ms)).map((p) => [p.type, p.value] as const));
  const date = `${f.year}-${f.month}-${f.day}`;
  const [hour, minute, second] = [Number(f.hour), Number(f.minute), Number(f.second)];
  return {
    date,
    minutes: hour * 60 + minute,
    asUtcMs: Date.parse(`${date}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000,
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
 * 06:35 UTC in summer time). The zone's offset is read from the platform's time-zone data.
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
