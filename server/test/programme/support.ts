import type { SlotStar } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A star as a phone sends it. */
export const star = (slotId: string, starred: boolean, updatedAt: string): SlotStar => ({ slotId, starred, updatedAt });

/** POST /api/programme/stars with the phone's stars. */
export const syncStars = (app: FastifyInstance, token: string, stars: unknown) =>
  app.inject({ method: 'POST', url: '/api/programme/stars', headers: bearer(token), payload: { stars } as object });

/** GET /api/programme/stars. */
export const getStars = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/programme/stars', headers: bearer(token) });

/** The slot ids starred, from an answer. */
export const starredIn = (stars: SlotStar[]) => stars.filter((s) => s.starred).map((s) => s.slotId);

/** POST /api/programme/calendar: a new address; returns its path under /api. */
export async function newCalendarAddress(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/programme/calendar', headers: bearer(token) });
  if (res.statusCode !== 201) throw new Error(`calendar address answered ${res.statusCode}`);
  return `/api${res.json<{ path: string }>().path}`;
}

export interface ParsedEvent {
  uid: string;
  summary: string;
  sequence: number;
  status: string | null;
  lastModified: string | null;
  stamp: string | null;
  /** The start and end as Bordeaux clocks show them: "2025-05-23 09:40". */
  start: string;
  end: string;
}

const bordeaux = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The events as a calendar app reads them (ical.js), by slot id (the UID's part before the @). */
export function calendarEvents(text: string): Map<string, ParsedEvent> {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const found = new Map<string, ParsedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const utc = (name: string) => {
      const value = component.getFirstPropertyValue(name) as ICAL.Time | null;
      return value === null ? null : value.toJSDate().toISOString();
    };
    const id = /^\d{4}-\d\d-\d\d-(.+)@/.exec(event.uid)?.[1] ?? event.uid;
    found.set(id, {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: component.getFirstPropertyValue('status') as string | null,
      lastModified: utc('last-modified'),
      stamp: utc('dtstamp'),
      start: bordeaux.format(event.startDate.toJSDate()),
      end: bordeaux.format(event.endDate.toJSDate()),
    });
  }
  return found;
}
