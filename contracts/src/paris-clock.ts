import type { CongressContent, ProgrammeSlot } from './content.js';
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

/** A slot with its instants (ms since the epoch). */
export interface TimedSlot {
  slot: ProgrammeSlot;
  start: number;
  end: number;
}

/**
 * The programme's slots with their instants, in order: a slot lasts until the next one that is
 * not cancelled starts (a cancelled slot leaves its time to the one before), the last one until
 * the day's end. Shared by the server's calendars and the client's pages.
 */
export function timedSlots(content: Pick<CongressContent, 'event' | 'programme' | 'programmeEndsAt'>): TimedSlot[] {
  const { programme, programmeEndsAt } = content;
  const day = content.event.dateIso;
  return programme.map((slot, index) => {
    const next = programme.slice(index + 1).find((later) => !later.cancelled);
    return {
      slot,
      start: parisInstant(day, slot.time),
      end: parisInstant(day, next ? next.time : programmeEndsAt),
    };
  });
}
