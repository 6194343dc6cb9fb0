import type { SlotStar } from '@congres/contracts';
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
