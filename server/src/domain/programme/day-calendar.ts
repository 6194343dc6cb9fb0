// The day's calendars, written from the published content at each request (decision 083):
// the whole day, one slot's own file, and an attendee's subscription. Written by
// ical-generator in UTC instants with no time zone (DTSTART:20250523T092000Z), which every
// calendar shows in its own local time: with a TZID and a plain Date that library writes the UTC
// clock under the Paris zone (docs: /work/shared/TOOLCHAIN.md's trap).
import { timedSlots } from '@congres/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { RevisedContent } from '../content/slot-revisions.js';

/** Line breaks and control characters (C0, DEL, C1, U+2028, U+2029). */
// eslint-disable-next-line no-control-regex
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]+/g;

/**
 * A value on one line of the file (decision 102). One-line fields refuse line breaks since, but
 * a version stored before may hold one, and ical-generator writes the calendar's name and
 * product id as they are: a `\r\n` there would start a line of its own (a whole VEVENT).
 */
const oneLine = (text: string) => text.replace(BREAKS_AND_CONTROLS, ' ').trim();
/** A description keeps its line breaks (ical-generator escapes `\r`, `\n`), never another control. */
const multiLine = (text: string) => text.replace(/[\u2028\u2029]/g, '\n').replace(CONTROLS_BUT_BREAKS, ' ');

/** Who writes the files, as the build's files named it: "APSB Bordeaux". */
const siteName = (content: RevisedContent['seed']) => oneLine(`${content.event.organisationAbbreviation} Bordeaux`);

/**
 * A slot's UID, the same in every version: the seed's day and site name with the slot's id,
 * as the build's files wrote it for "01" … "18", so that a subscribed calendar updates its
 * events instead of adding a second copy of each.
 */
export function slotUid(seed: RevisedContent['seed'], id: string): string {
  return `${seed.event.dateIso}-${id}@congres-${siteName(seed).toLowerCase().replace(/\W+/g, '-')}`;
}

export interface CalendarOptions {
  /** The slots to hold (every one when absent), in the day's order. */
  slotIds?: readonly string[];
  /** The calendar's name (the congress's title when absent). */
  name?: string;
  /** A refresh hint for subscriptions, in seconds. */
  refreshSeconds?: number;
}

/** The iCalendar text of the published programme's slots (CRLF line ends, folded). */
export function dayCalendarText(revised: RevisedContent, options: CalendarOptions = {}): string {
  const { content } = revised.published;
  const { event } = content;
  const title = oneLine(event.title);
  const calendar = ical({
    name: oneLine(options.name ?? event.title),
    prodId: { company: siteName(content), product: title, language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: options.refreshSeconds ?? null,
  });
  const wanted = options.slotIds === undefined ? undefined : new Set(options.slotIds);
  for (const { slot, start, end } of timedSlots(content)) {
    if (wanted !== undefined && !wanted.has(slot.id)) continue;
    const revision = revised.revisions.get(slot.id);
    const modified = new Date(revision?.lastModified ?? revised.published.publishedAt);
    calendar.createEvent({
      id: slotUid(revised.seed, slot.id),
      sequence: revision?.sequence ?? 0,
      stamp: modified,
      lastModified: modified,
      start: new Date(start),
      end: new Date(end),
      summary: `${oneLine(slot.title)} · ${title}`,
      description: slot.description ? multiLine(slot.description) : null,
      location: {
        title: `${oneLine(event.venue.name)}, ${oneLine(event.venue.address)}`,
        geo: { lat: event.venue.point.lat, lon: event.venue.point.lon },
      },
      // Kept, not removed: a calendar that has the event shows it cancelled (decision 083).
      status: slot.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
