import { minutesOf, parisInstant, wallClock } from '@congres/contracts';
import { frenchDate, frenchTime } from './french';

// The Bordeaux clock itself is shared with the server (contracts/src/paris-clock.ts).
export { minutesOf, parisInstant };

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

/** Whole calendar days from one Bordeaux date to another (YYYY-MM-DD each). */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** An instant (ISO 8601) as a French reader in Bordeaux says it: "23 mai 2025 à 10h15", whatever the phone's zone. */
export function formatParisDateTime(iso: string): string {
  const ms = Date.parse(iso);
  const { date, minutes } = wallClock(ms);
  return `${frenchDate(date)} à ${frenchTime(Math.floor(minutes / 60), minutes % 60)}`;
}

/** An instant's time of day in Bordeaux as the site writes it: "10h15", "8h" (whatever the phone's zone). */
export function formatParisTime(ms: number): string {
  const { minutes } = wallClock(ms);
  return frenchTime(Math.floor(minutes / 60), minutes % 60);
}
