// The day as an iCalendar file (RFC 5545), written at build time next to the pages
// (decision 022): the whole programme, and one file per slot for each card's own link.
import { EVENT, SITE_NAME } from '../content/event';
import { PROGRAMME_PUBLISHED_AT } from '../content/programme';
import { SLOTS, type Slot } from './congress-day';

/** The whole day, linked from the programme and the welcome page. */
export const CALENDAR_PATH = '/congres.ics';

/** One slot's own file: /congres-01.ics … /congres-18.ics. */
export function slotCalendarPath(slot: Slot): string {
  return `/congres-${String(slot.index + 1).padStart(2, '0')}.ics`;
}

/** An instant as an iCalendar UTC date-time: 20250523T060000Z. */
function utc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (not characters: accented French is two octets a letter),
 * never inside a UTF-8 sequence; continuation lines start with a space (§3.1).
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function event(slot: Slot): string[] {
  const { entry } = slot;
  const venue = `${EVENT.venue.name}, ${EVENT.venue.address}`;
  return [
    'BEGIN:VEVENT',
    `UID:${EVENT.dateIso}-${String(slot.index + 1).padStart(2, '0')}@congres-${SITE_NAME.toLowerCase().replace(/\W+/g, '-')}`,
    `DTSTAMP:${utc(Date.parse(PROGRAMME_PUBLISHED_AT))}`,
    `DTSTART:${utc(slot.start)}`,
    `DTEND:${utc(slot.end)}`,
    `SUMMARY:${text(`${entry.title} · ${EVENT.title}`)}`,
    ...(entry.description ? [`DESCRIPTION:${text(entry.description)}`] : []),
    `LOCATION:${text(venue)}`,
    `GEO:${EVENT.venue.point.lat};${EVENT.venue.point.lon}`,
    'END:VEVENT',
  ];
}

/** An iCalendar file holding `slots` as events, in UTC (no VTIMEZONE needed), CRLF line ends. */
export function calendarText(slots: Slot[] = SLOTS): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE_NAME}//${EVENT.title}//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(EVENT.title)}`,
    ...slots.flatMap(event),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Every calendar file of the build: its path and its text. */
export function calendarFiles(): { path: string; text: string }[] {
  return [
    { path: CALENDAR_PATH, text: calendarText() },
    ...SLOTS.map((slot) => ({ path: slotCalendarPath(slot), text: calendarText([slot]) })),
  ];
}
