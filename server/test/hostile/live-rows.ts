import { BAD_LAST_EVENT_ID, EXPIRED_LIVE_TICKET, LIVE_TICKET_PATH } from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { HostileContext, HostileRow } from './hostile-rows.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const askTicket = (headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: LIVE_TICKET_PATH,
  headers,
});
/** The stream opened with `ticket` (as given, not encoded): every row here is refused before any stream. */
const streamWith = (ticket: string, method: 'GET' | 'HEAD' = 'GET'): InjectOptions => ({
  method,
  url: `/api/events?ticket=${ticket}`,
});

/**
 * The organisers' event stream (decision 104): a ticket only an organiser's live session gets,
 * and a stream that opens with nothing else. No row here opens a stream (inject would wait on it).
 */
export const liveRows: HostileRow[] = [
  { name: 'live ticket: no token', request: askTicket(), status: 401, message: UNAUTHORIZED },
  {
    name: 'live ticket: an attendee',
    request: (c) => askTicket(bearer(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'live ticket: forged organiser role',
    request: (c) => askTicket(bearer(c.forgedRole)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  {
    name: 'live ticket: a revoked token',
    request: (c) => askTicket(bearer(c.revoked)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'live ticket: a token of another key',
    request: (c) => askTicket(bearer(c.wrongKey)),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'live ticket: asked with a live ticket',
    request: async (c) => askTicket(bearer(await c.liveTicket(c.organiser))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'live ticket: a download ticket as the bearer token',
    request: async (c) => askTicket(bearer(await c.ticket('account-export'))),
    status: 401,
    message: UNAUTHORIZED,
  },
  {
    name: 'live ticket: an organiser’s, stored nowhere',
    request: (c) => askTicket(bearer(c.organiser)),
    status: 201,
    check: (res) => expect(Object.keys(res.json<object>()).sort()).toEqual(['expiresAt', 'ticket']),
  },
  {
    name: 'GET on the live ticket',
    request: (c) => ({ method: 'GET', url: LIVE_TICKET_PATH, headers: bearer(c.organiser) }),
    status: 405,
    message: 'La méthode GET n’est pas acceptée à cette adresse (méthodes acceptées : POST).',
  },
  ...(
    [
      ['garbage', () => 'pas-un-ticket'],
      ['empty', () => ''],
      ['a script', () => '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['of 10,000 characters', () => 'x'.repeat(10_000)],
      ['given twice', async (c) => `${await c.liveTicket(c.organiser)}&ticket=${await c.liveTicket(c.organiser)}`],
      ['a download ticket', (c) => c.ticket('account-export')],
      ['an upload ticket', (c) => c.uploadTicket(c.token)],
      ['a login token', (c) => c.organiser],
      ['a revoked session’s live ticket', (c) => c.liveTicket(c.revoked)],
    ] as [string, (c: HostileContext) => string | Promise<string>][]
  ).map(([what, ticket]): HostileRow => ({
    name: `events: ?ticket= ${what}`,
    request: async (c) => streamWith(await ticket(c)),
    status: 401,
    message: EXPIRED_LIVE_TICKET,
    check: (res) => expect(res.headers['content-type']).toMatch(/^application\/json/),
  })),
  {
    name: 'events: HEAD with a garbage ticket',
    request: streamWith('pas-un-ticket', 'HEAD'),
    status: 401,
  },
  {
    name: 'events: a genuine live ticket made out to an attendee',
    request: async (c) => streamWith(await c.liveTicket(c.token)),
    status: 403,
    message: ORGANISERS_ONLY,
  },
  ...['1-2-3', '1-', '-1-2', '1--2', `1-${'9'.repeat(20)}`].map((id): HostileRow => ({
    name: `events: a two-part Last-Event-ID ${id.slice(0, 12)}`,
    request: { method: 'GET', url: '/api/events', headers: { 'last-event-id': id } },
    status: 400,
    message: BAD_LAST_EVENT_ID,
  })),
];
