// The build's subscription calendar (client/src/features/programme/public/calendar.ts writes it
// from the content): the whole day in Bordeaux time (`DTSTART;TZID=Europe/Paris` with its
// VTIMEZONE), which the server cuts down to each attendee's starred slots. The server does not
// know the programme otherwise; the events come out exactly as the build wrote them (folded,
// escaped), nothing is rewritten.
import fs from 'node:fs/promises';
import path from 'node:path';
import { SUBSCRIPTION_CALENDAR_FILE } from '@congres/contracts';

/** What the file is cut into: what comes before the events, each event by its slot id, the end. */
interface CalendarParts {
  head: string;
  events: Map<string, string>;
  tail: string;
}

/** A calendar with no event, for a server started without the build's file (tests, a broken deploy). */
const EMPTY: CalendarParts = {
  head: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Congres//Mon programme//FR\r\n',
  events: new Map(),
  tail: 'END:VCALENDAR\r\n',
};

/** Splits an iCalendar text into its parts; an event's slot is the two digits before the @ of its UID. */
export function calendarParts(text: string): CalendarParts {
  const first = text.indexOf('BEGIN:VEVENT\r\n');
  const end = text.lastIndexOf('END:VCALENDAR');
  if (first === -1 || end === -1) return EMPTY;
  const events = new Map<string, string>();
  for (const block of text.slice(first, end).split(/(?=BEGIN:VEVENT\r\n)/)) {
    const slot = /^UID:[^\r\n]*-(\d{2})@/m.exec(block)?.[1];
    if (slot !== undefined) events.set(slot, block);
  }
  return { head: text.slice(0, first), events, tail: text.slice(end) };
}

/** Reads the build's subscription calendar once, on first use. */
export function subscriptionCalendar(clientDir: string): () => Promise<CalendarParts> {
  let parts: Promise<CalendarParts> | undefined;
  return () =>
    (parts ??= fs
      .readFile(path.join(clientDir, SUBSCRIPTION_CALENDAR_FILE), 'utf8')
      .then(calendarParts)
      .catch(() => EMPTY));
}

/** The calendar of `slotIds` (in the day's order), as a phone's calendar app subscribes to it. */
export function personalCalendarText(parts: CalendarParts, slotIds: readonly string[]): string {
  const events = slotIds.flatMap((id) => {
    const event = parts.events.get(id);
    return event === undefined ? [] : [event];
  });
  return `${parts.head}${events.join('')}${parts.tail}`;
}
