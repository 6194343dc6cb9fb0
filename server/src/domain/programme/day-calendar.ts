// The day's calendars, written from the published content at each request (decision 083):
// the whole day, one slot's own file, and an attendee's subscription. Written by
// ical-generator in UTC instants with no time zone (DTSTART:20250523T092000Z), which every
// calendar shows in its own local time: with a TZID and a plain Date that library writes the UTC
// clock under the Paris zone (docs: /work/shared/TOOLCHAIN.md's trap).
import { timedSlots } from '@congres/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { RevisedContent } from '../content/slot-revisions.js';

/** Who writes the files, as the build's files named it: "APSB Bordeaux". */
const siteName = (content: RevisedContent['seed']) => `${content.event.organisationAbbreviation} Bordeaux`;

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
  const calendar = ical({
    name: options.name ?? event.title,
    prodId: { company: siteName(content), product: event.title, language: 'FR' },
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
      summary: `${slot.title} · ${event.title}`,
      description: slot.description ? slot.description : null,
      location: {
        title: `${event.venue.name}, ${event.venue.address}`,
        geo: { lat: event.venue.point.lat, lon: event.venue.point.lon },
      },
      // Kept, not removed: a calendar that has the event shows it cancelled (decision 083).
      status: slot.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
