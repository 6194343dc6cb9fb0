import { EVENT_TIME_ZONE } from '@congres/contracts';
import { frenchTime } from './french';

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
function wallClock(ms: number): { date: string; minutes: number; asUtcMs: number } {
  const f = Object.fromEntries(parts.formatToParts(new Date(ms)).map((p) => [p.type, p.value] as const));
  const date = `${f.year}-${f.month}-${f.day}`;
  const [hour, minute, second] = [Number(f.hour), Number(f.minute), Number(f.second)];
  return {
    date,
    minutes: hour * 60 + minute,
    asUtcMs: Date.parse(`${date}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000,
  };
}

/** An instant as Bordeaux's local date-time in iCalendar's form: 20250523T083500. */
export function parisIcalDateTime(ms: number): string {
  const { date, minutes } = wallClock(ms);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
  return `${date.replace(/-/g, '')}T${hhmm}00`;
}

/** The calendar day (YYYY-MM-DD) at this instant by the Bordeaux clock. */
export function parisDate(ms: number): string {
  return wallClock(ms).date;
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

/** Whole calendar days from one Bordeaux date to another (YYYY-MM-DD each). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: EVENT_TIME_ZONE, dateStyle: 'long' });

/** An instant (ISO 8601) as a French reader in Bordeaux says it: "23 mai 2025 à 10h15", whatever the phone's zone. */
export function formatParisDateTime(iso: string): string {
  const ms = Date.parse(iso);
  const { minutes } = wallClock(ms);
  return `${PARIS_DATE.format(ms)} à ${frenchTime(Math.floor(minutes / 60), minutes % 60)}`;
}

/** An instant's time of day in Bordeaux as the site writes it: "10h15", "8h" (whatever the phone's zone). */
export function formatParisTime(ms: number): string {
  const { minutes } = wallClock(ms);
  return frenchTime(Math.floor(minutes / 60), minutes % 60);
}
