import fs from 'node:fs';
import path from 'node:path';
import { SUBSCRIPTION_CALENDAR_FILE, type SlotStar } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';

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

const event = (slot: string, time: string, title: string) =>
  [
    'BEGIN:VEVENT',
    `UID:2025-05-23-${slot}@congres-test`,
    'DTSTAMP:20250401T080000Z',
    `DTSTART;TZID=Europe/Paris:20250523T${time}00`,
    `SUMMARY:${title}`,
    'END:VEVENT',
  ].join('\r\n');

/**
 * A stand-in for the build's subscription calendar (client/src/features/programme/public/calendar.ts
 * writes the real one, tested there): three slots in the same shape, written into the test app's
 * client folder.
 */
export function writeSubscriptionCalendar(clientDir: string): void {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Mon programme//FR',
    'X-WR-CALNAME:Mon programme',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Paris',
    'END:VTIMEZONE',
    event('01', '0800', 'Accueil'),
    event('04', '0900', 'Intervention 1'),
    event('18', '1600', 'Congrès 2026'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  fs.writeFileSync(path.join(clientDir, SUBSCRIPTION_CALENDAR_FILE), text);
}
