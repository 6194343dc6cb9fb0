import {
  EXPIRED_LIVE_TICKET,
  LIVE_TICKET_PATH,
  type AttendanceCode,
  type CongressContent,
  type LiveTicketReply,
} from '@congres/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ORGANISERS_ONLY_MESSAGE, UNAUTHORIZED_MESSAGE } from '../../src/plugins/auth/auth-user.js';
import { pngSignature } from '../attendance/support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, JWT_SECRET, makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { errorBody } from '../support/error-body.js';
import { expiredClaims, resign } from '../support/forged-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openStream, type EventStream, type StreamMessage } from './support/event-stream-client.js';
import { liveTicket, openOrganiserStream } from './support/organiser-stream.js';

// Decision 104: attendance events reach organisers' streams only, live and replayed, and the
// public stream's ids never skip one of them (the gaps would tell when people sign).
let t: TestApp;
let base: string;
let seed: CongressContent;
let organiser: Member;
let attendee: Member;
let signature: string;
const open: EventStream[] = [];

beforeAll(async () => {
  seed = await testContentSeed();
  t = await startTestApp({ JWT_SECRET }, { contentSeed: seed });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  organiser = await newMember(t.app, 'Odile Organisatrice');
  await makeOrganiser(t.app, organiser.id);
  attendee = await newMember(t.app, 'Camille Martin');
  signature = await pngSignature();
});
afterAll(async () => {
  open.forEach((stream) => stream.close());
  await t.close();
});

const kept = (stream: EventStream) => {
  open.push(stream);
  return stream;
};
const publicStream = async (options: { lastEventId?: string; query?: string } = {}) =>
  kept(await openStream(base, options));
const organiserStream = async (token = organiser.token, options: { lastEventId?: string } = {}) =>
  kept(await openOrganiserStream(t.app, base, token, options));

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const eventsNamed = (stream: EventStream, name: string) => stream.events.filter((m) => m.event === name);

let halfDayOpened = false;
/** One attendee signs the morning through the routes, as the room does (the first call opens it). */
async function aSignature(): Promise<void> {
  if (!halfDayOpened) {
    expect((await post('/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
    halfDayOpened = true;
  }
  const screen = await t.app.inject({
    method: 'GET',
    url: '/api/attendance/matin/code',
    headers: bearer(organiser.token),
  });
  const { code } = screen.json<AttendanceCode>();
  const signer = await newMember(t.app, 'Sacha Signataire');
  const res = await post('/api/attendance/matin/signatures', signer.token, { code, signature });
  expect(res.statusCode, res.body).toBe(201);
}

let markers = 0;
/** A public event after the others: once a stream has it, it has every event published before. */
async function marker(): Promise<number> {
  markers += 1;
  await t.app.live.publish('announcement-removed', { id: 900_000 + markers });
  return 900_000 + markers;
}
const hasMarker = (id: number) => (m: StreamMessage) => m.event === 'announcement-removed' && m.data === `{"id":${id}}`;

describe('attendance events reach organisers’ streams only', () => {
  it('an anonymous stream never hears a signature, nor sees its id skipped; an organiser’s hears each', async () => {
    const anonymous = await publicStream();
    const organisers = await organiserStream();
    const ready = await anonymous.next((m) => m.event === 'ready');
    const organisersReady = await organisers.next((m) => m.event === 'ready');
    expect(organisersReady.id).toMatch(/^\d+-\d+$/);

    await aSignature();
    await aSignature();
    const last = await marker();
    const heard = await anonymous.next(hasMarker(last), 'the marker');
    expect(eventsNamed(anonymous, 'attendance-changed')).toEqual([]);
    // The next public id after ready: nothing numbered in between tells that people signed.
    expect(Number(heard.id)).toBe(Number(ready.id) + 1);

    await organisers.next(hasMarker(last), 'the marker');
    const signatures = eventsNamed(organisers, 'attendance-changed');
    // The opening, then two signatures; their data says the half-day only.
    expect(signatures.map((m) => m.data)).toEqual(Array(3).fill('{"halfDayId":"matin"}'));
    const ids = organisers.events.filter((m) => m.event !== 'ready').map((m) => m.id ?? '');
    expect(ids.every((id) => /^\d+-\d+$/.test(id))).toBe(true);
    // Each numbering moves on with its own events only.
    const [publicPart, organisersPart] = (organisersReady.id ?? '').split('-').map(Number) as [number, number];
    expect(ids).toEqual(
      [1, 2, 3].map((n) => `${publicPart}-${organisersPart + n}`).concat(`${Number(heard.id)}-${organisersPart + 3}`),
    );
  });

  it('replays from 0 every public event but no signature; an organiser’s replay from 0 holds them', async () => {
    await aSignature();
    const last = await marker();
    for (const replayed of [
      await publicStream({ lastEventId: '0' }),
      await publicStream({ query: '?lastEventId=0' }),
    ]) {
      await replayed.next(hasMarker(last), 'the marker, replayed');
      expect(eventsNamed(replayed, 'announcement-removed').length).toBeGreaterThanOrEqual(markers);
      expect(eventsNamed(replayed, 'attendance-changed')).toEqual([]);
      expect(replayed.messages.some((m) => (m.data ?? '').includes('halfDayId'))).toBe(false);
    }
    // Given a public id, an organiser's stream too gives nothing of theirs before it.
    const twoParts = await publicStream({ lastEventId: '0-0' });
    await twoParts.next(hasMarker(last), 'the marker, replayed');
    expect(eventsNamed(twoParts, 'attendance-changed')).toEqual([]);

    const organisers = await organiserStream(organiser.token, { lastEventId: '0-0' });
    await organisers.next(hasMarker(last), 'the marker, replayed');
    expect(eventsNamed(organisers, 'attendance-changed').length).toBeGreaterThanOrEqual(4);
  });

  it('gives an organiser’s stream back what it missed, from its two-part id; from a public id, the public part', async () => {
    const first = await organiserStream();
    await first.next((m) => m.event === 'ready');
    const before = await marker();
    const seen = (await first.next(hasMarker(before))).id ?? '';
    first.close();
    await aSignature();
    const after = await marker();

    const again = await organiserStream(organiser.token, { lastEventId: seen });
    await again.next(hasMarker(after), 'the marker after the cut');
    expect(again.events.map((m) => m.event)).toEqual(['announcement-removed', 'attendance-changed']);

    // A page that had a public stream opens an organisers' one: the public events it missed, and
    // the organisers' from now on.
    const fromPublic = await organiserStream(organiser.token, { lastEventId: seen.split('-')[0] });
    await fromPublic.next(hasMarker(after), 'the marker after the cut');
    expect(eventsNamed(fromPublic, 'attendance-changed')).toEqual([]);
    await aSignature();
    await fromPublic.event('attendance-changed');
  });

  it('ends an organiser’s open stream once its session is logged out or the role withdrawn', async () => {
    const leaving = await newMember(t.app, 'Léa Partante');
    const demoted = await newMember(t.app, 'Dan Rétrogradé');
    await makeOrganiser(t.app, leaving.id);
    await makeOrganiser(t.app, demoted.id);
    const [ofLeaving, ofDemoted, staying] = [
      await organiserStream(leaving.token),
      await organiserStream(demoted.token),
      await organiserStream(),
    ];
    await Promise.all([ofLeaving, ofDemoted, staying].map((stream) => stream.next((m) => m.event === 'ready')));
    expect((await post('/api/logout', leaving.token)).statusCode).toBe(204);
    await t.app.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', demoted.id).execute();

    await t.app.live.checkOrganiserStreams();
    await ofLeaving.closed();
    await ofDemoted.closed();
    await aSignature();
    await staying.event('attendance-changed');
  });
});

describe('POST /api/events/ticket', () => {
  it('gives an organiser a ticket for a minute, of its own kind, never cached', async () => {
    const before = Date.now();
    const res = await post(LIVE_TICKET_PATH, organiser.token);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<LiveTicketReply>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'ticket']);
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 59_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 61_000);
    expect(decodeJwt(body.ticket)).toMatchObject({
      aud: 'congres:live',
      sub: String(organiser.id),
      sid: decodeJwt(organiser.token).jti,
    });
  });

  it('refuses an attendee (403) and a visitor (401), in French', async () => {
    const refused = await post(LIVE_TICKET_PATH, attendee.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));
    const anonymous = await t.app.inject({ method: 'POST', url: LIVE_TICKET_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(UNAUTHORIZED_MESSAGE));
  });
});

describe('GET /api/events?ticket=', () => {
  const streamWith = (ticket: string) =>
    t.app.inject({ method: 'GET', url: `/api/events?ticket=${encodeURIComponent(ticket)}` });

  it('refuses, before any stream, a logged-out session’s ticket, an expired one and any other string (401)', async () => {
    const leaving = await newMember(t.app, 'Octave Sortant');
    await makeOrganiser(t.app, leaving.id);
    const loggedOut = await liveTicket(t.app, leaving.token);
    expect((await post('/api/logout', leaving.token)).statusCode).toBe(204);
    const ticket = await liveTicket(t.app, organiser.token);
    const session = String(decodeJwt(organiser.token).jti);
    for (const [what, bad] of [
      ['a logged-out session’s ticket', loggedOut],
      ['an expired ticket', await resign(ticket, JWT_SECRET, expiredClaims())],
      ['a ticket signed with another key', await resign(ticket, 'une-autre-clé-de-plus-de-32-octets-!!')],
      ['a download ticket', (await t.app.downloadTickets.issue(organiser.id, session, 'photo-archive')).ticket],
      ['an upload ticket', (await t.app.uploadTickets.issue(organiser.id, session)).ticket],
      ['a login token', organiser.token],
      ['garbage', 'pas-un-ticket'],
      ['an empty ticket', ''],
      ['a ticket of 10,000 characters', 'a'.repeat(10_000)],
    ] as const) {
      const res = await streamWith(bad);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(errorBody(EXPIRED_LIVE_TICKET));
    }
    const twice = await t.app.inject({ method: 'GET', url: `/api/events?ticket=${ticket}&ticket=${ticket}` });
    expect(twice.statusCode).toBe(401);
  });

  it('refuses a genuine ticket made out to an attendee, or to an organiser no more (403)', async () => {
    const session = String(decodeJwt(attendee.token).jti);
    const ofAttendee = (await t.app.liveTickets.issue(attendee.id, session)).ticket;
    const former = await newMember(t.app, 'Flore Ancienne');
    await makeOrganiser(t.app, former.id);
    const ofFormer = await liveTicket(t.app, former.token);
    await t.app.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', former.id).execute();
    for (const ticket of [ofAttendee, ofFormer]) {
      const res = await streamWith(ticket);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));
    }
  });

  it('never writes a ticket in the log, given or refused', async () => {
    const lines: string[] = [];
    const logged = await buildApp(t.config, {
      level: 'info',
      stream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await logged.listen({ port: 0, host: '127.0.0.1' });
      const address = logged.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      const ticket = await liveTicket(logged, organiser.token);
      const stream = await openStream(`http://127.0.0.1:${address.port}`, {
        query: `?lastEventId=0-0&ticket=${ticket}`,
      });
      await stream.next((m) => m.event !== undefined, 'the opening');
      stream.close();
      const expired = await resign(ticket, JWT_SECRET, expiredClaims());
      expect((await logged.inject({ method: 'GET', url: `/api/events?ticket=${expired}` })).statusCode).toBe(401);
      const log = lines.join('\n');
      expect(log).toContain('/api/events?lastEventId=0-0&ticket=[redacted]');
      expect(log).toContain('/api/events?ticket=[redacted]');
      for (const secret of [ticket, expired, ticket.split('.')[2] ?? '', expired.split('.')[2] ?? ''])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
