import { parisDate, parisIcalDateTime, parisInstant } from '../../lib/paris-time';

/** A quiz's opening as organisers type it: the Bordeaux date (YYYY-MM-DD) and time (HH:MM). */
export interface BordeauxDateTime {
  date: string;
  time: string;
}

/** A stored instant (ISO 8601, UTC) as Bordeaux clocks show it, whatever the phone's zone. */
export function toBordeaux(iso: string): BordeauxDateTime {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { date: '', time: '' };
  const local = parisIcalDateTime(ms);
  return { date: parisDate(ms), time: `${local.slice(9, 11)}:${local.slice(11, 13)}` };
}

/**
 * The UTC instant (ISO 8601, whole seconds) at which Bordeaux clocks show `time` on `date`,
 * right on both sides of a change of summer time; null while either field is incomplete.
 */
export function fromBordeaux({ date, time }: BordeauxDateTime): string | null {
  const clock = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || clock === null) return null;
  const ms = parisInstant(date, `${clock[1]}h${clock[2]}`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('.000Z', 'Z');
}
