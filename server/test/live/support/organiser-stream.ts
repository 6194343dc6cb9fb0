import { LIVE_TICKET_PATH, type LiveTicketReply } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { openStream, type EventStream } from './event-stream-client.js';

/** A live ticket, asked for as an organiser's page asks (decision 104). */
export async function liveTicket(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: LIVE_TICKET_PATH,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<LiveTicketReply>().ticket;
}

/** An organisers' stream of the server at `baseUrl`, opened with a fresh ticket of `token` from `app`. */
export async function openOrganiserStream(
  app: FastifyInstance,
  baseUrl: string,
  token: string,
  options: { lastEventId?: string; forwardedFor?: string } = {},
): Promise<EventStream> {
  const ticket = await liveTicket(app, token);
  return openStream(baseUrl, { ...options, query: `?ticket=${encodeURIComponent(ticket)}` });
}
