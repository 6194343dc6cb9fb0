// The day as an iCalendar file (RFC 5545), written at build time next to the pages
// (decision 022): the whole programme, and one file per slot for each card's own link.
import { EVENT_TIME_ZONE, SUBSCRIPTION_CALENDAR_FILE } from '@congres/contracts';
import { EVENT, SITE_NAME } from '../../../content/event';
import { PROGRAMME_PUBLISHED_AT } from '../../../content/programme';
import { SLOTS, type Slot } from '../../../lib/congress-day';
import { parisIcalDateTime } from '../../../lib/paris-time';

/** The whole day, linked from the programme and the welcome page. */
export const CALENDAR_PATH = '/congres.ics';

/** One slot's own file, named by its id: /congres-01.ics … /congres-18.ics for the seed's. */
export function slotCalendarPath(slot: Slot): string {
  return `/congres-${slot.id}.ics`;
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

/** How an event's start and end are written: UTC instants, or Bordeaux time with its VTIMEZONE. */
type Zone = 'utc' | 'paris';

function when(name: 'DTSTART' | 'DTEND', ms: number, zone: Zone): string {
  return zone === 'utc' ? `${name}:${utc(ms)}` : `${name};TZID=${EVENT_TIME_ZONE}:${parisIcalDateTime(ms)}`;
}

/** Europe/Paris since 1996: summer time from the last Sunday of March to the last of October. */
const PARIS_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function event(slot: Slot, zone: Zone): string[] {
  const { entry } = slot;
  const venue = `${EVENT.venue.name}, ${EVENT.venue.address}`;
  return [
    'BEGIN:VEVENT',
    // The server finds a slot's event by the two digits before the @ (its slot id).
    `UID:${EVENT.dateIso}-${slot.id}@congres-${SITE_NAME.toLowerCase().replace(/\W+/g, '-')}`,
    `DTSTAMP:${utc(Date.parse(PROGRAMME_PUBLISHED_AT))}`,
    when('DTSTART', slot.start, zone),
    when('DTEND', slot.end, zone),
    `SUMMARY:${text(`${entry.title} · ${EVENT.title}`)}`,
    ...(entry.description ? [`DESCRIPTION:${text(entry.description)}`] : []),
    `LOCATION:${text(venue)}`,
    `GEO:${EVENT.venue.point.lat};${EVENT.venue.point.lon}`,
    'END:VEVENT',
  ];
}

/** An iCalendar file holding `slots` as events, in UTC (no VTIMEZONE needed), CRLF line ends. */
export function calendarText(slots: Slot[] = SLOTS): string {
  return calendar(slots, 'utc', EVENT.title, []);
}

function calendar(slots: Slot[], zone: Zone, name: string, extra: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${SITE_NAME}//${EVENT.title}//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    ...extra,
    ...(zone === 'paris' ? PARIS_TIME_ZONE : []),
    ...slots.flatMap((slot) => event(slot, zone)),
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

/**
 * The day for calendar subscriptions (decision 061): Bordeaux time with its VTIMEZONE, and a
 * hint to refresh every hour. The server cuts it down to each attendee's starred slots.
 */
export function subscriptionCalendarFile(): { path: string; text: string } {
  const refresh = ['REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H'];
  return {
    path: `/${SUBSCRIPTION_CALENDAR_FILE}`,
    text: calendar(SLOTS, 'paris', `Mon programme · ${EVENT.title}`, refresh),
  };
}
