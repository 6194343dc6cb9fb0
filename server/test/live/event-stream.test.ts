import type { Photo, UploadResult } from '@congres/contracts';
import { BAD_LAST_EVENT_ID, Photo as PhotoSchema, TOO_MANY_STREAMS } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, register } from '../accounts/support.js';
import { solidImage } from '../gallery/support/images.js';
import { uploadRequest } from '../gallery/support/multipart.js';
import { REPLAY_WINDOW } from '../../src/plugins/live/event-log.js';
import { HEARTBEAT_MS } from '../../src/plugins/live/live-streams.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openStream, type EventStream } from './support/event-stream-client.js';

const LIMIT = 3;
let t: TestApp;
let base: string;
let token: string;
const open: EventStream[] = [];

beforeAll(async () => {
  t = await startTestApp({ LIVE_STREAMS_PER_ADDRESS: String(LIMIT), TRUST_PROXY: 'true' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  const account = await register(t.app, { email: 'direct@exemple.fr', username: 'Camille Direct' });
  token = await login(t.app, account.email, account.password);
});
afterAll(async () => {
  open.forEach((stream) => stream.close());
  await t.close();
});

/** Opens a stream kept for closing at the end; each test its own address, so the limit never mixes tests. */
async function stream(forwardedFor: string, options: { lastEventId?: string; query?: string } = {}) {
  const opened = await openStream(base, { ...options, forwardedFor });
  open.push(opened);
  return opened;
}

let colour = 0;
async function publish(as = token): Promise<Photo> {
  colour += 1;
  const res = await t.app.inject(
    await uploadRequest([{ name: `direct-${colour}.jpg`, data: await solidImage('jpeg', 160 + colour, 120) }], as),
  );
  expect(res.statusCode).toBe(201);
  return (res.json<UploadResult>().published as [Photo])[0];
}

const byId = (id: number) => (data: { id: number }) => data.id === id;

describe('GET /api/events', () => {
  it('starts with retry and ready, no-store, unbuffered, and tells each publication in order', async () => {
    const s = await stream('192.0.2.1');
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toContain('no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    const ready = await s.next((m) => m.event === 'ready');
    expect(s.messages.find((m) => m.retry !== undefined)?.retry).toBe(3000);
    expect(ready.id).toMatch(/^\d+$/);

    const photos = [await publish(), await publish(), await publish()];
    for (const photo of photos) await s.event('photo-published', byId(photo.id));
    const published = s.events.filter((m) => m.event === 'photo-published');
    expect(published.map((m) => (JSON.parse(m.data ?? '') as Photo).id)).toEqual(photos.map((p) => p.id));
    const ids = published.map((m) => Number(m.id));
    expect(ids[0]).toBeGreaterThan(Number(ready.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends an event whose predecessor is in the log but has not crossed the bus yet after that predecessor', async () => {
    // Another instance numbered its event (the log's row) and has not handed it to the bus yet
    // when this instance publishes the next: the streams still get both, in the order of their ids.
    const s = await stream('192.0.2.12');
    await s.event('ready');
    const slower = await t.app.live.log.record('announcement-removed', JSON.stringify({ id: 424242 }));
    const photo = await publish();
    await s.event('photo-published', byId(photo.id));
    const told = s.events.filter((m) => m.event !== 'ready');
    const ids = told.map((m) => Number(m.id));
    expect(told.map((m) => m.event)).toEqual(['announcement-removed', 'photo-published']);
    expect(ids[0]).toBe(slower.id);
    expect(ids[1]).toBeGreaterThan(slower.id);
  });

  it('gives an anonymous visitor exactly the public list’s fields of a new photo', async () => {
    const s = await stream('192.0.2.2');
    await s.event('ready');
    const photo = await publish();
    const { $id, ...sent } = await s.event<Photo>('photo-published', byId(photo.id));
    expect($id).not.toBe('');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/photos?limit=1' })).json<{ photos: Photo[] }>();
    expect(sent).toEqual(listed.photos[0]);
    expect(Object.keys(sent).every((key) => key in PhotoSchema.properties)).toBe(true);
    const raw = s.messages.find((m) => m.event === 'photo-published')?.data ?? '';
    for (const secret of ['content_hash', 'contentHash', 'email', 'bytes', 'password', 'direct@exemple.fr'])
      expect(raw).not.toContain(secret);
  });

  it('tells a deletion by the owner, by an organiser, and with the account', async () => {
    const s = await stream('192.0.2.3');
    await s.event('ready');
    const own = await publish();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/photos/${own.id}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(204);
    await s.event('photo-removed', byId(own.id));

    const other = await register(t.app, { email: 'partant@exemple.fr', username: 'Dominique Partant' });
    const otherToken = await login(t.app, other.email, other.password);
    const leaving = [await publish(otherToken), await publish(otherToken)];
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${otherToken}` },
      payload: { password: other.password },
    });
    expect(gone.statusCode).toBe(204);
    for (const photo of leaving) await s.event('photo-removed', byId(photo.id));
    const removed = await s.event<{ id: number }>('photo-removed', byId(leaving[0]?.id ?? 0));
    expect(Object.keys(removed).sort()).toEqual(['$id', 'id']);
  });

  it('replays what a reconnecting client missed, by Last-Event-ID or ?lastEventId=', async () => {
    const first = await stream('192.0.2.4');
    const { $id: seen } = await first.event('ready');
    first.close();
    const missed = [await publish(), await publish()];

    const again = await stream('192.0.2.4', { lastEventId: seen });
    for (const photo of missed) await again.event('photo-published', byId(photo.id));
    const replayed = again.events.map((m) => (JSON.parse(m.data ?? '') as Photo).id);
    expect(replayed.slice(0, 2)).toEqual(missed.map((p) => p.id));
    expect(again.events.some((m) => m.event === 'ready')).toBe(false);

    const byQuery = await stream('192.0.2.5', { query: `?lastEventId=${seen}` });
    for (const photo of missed) await byQuery.event('photo-published', byId(photo.id));
    // Nothing missed since the last one: nothing replayed, the stream simply goes on.
    const upToDate = await stream('192.0.2.6', { lastEventId: again.events.at(-1)?.id ?? '' });
    const next = await publish();
    await upToDate.event('photo-published', byId(next.id));
    expect(upToDate.events.map((m) => m.event)).toEqual(['photo-published']);
  });

  it('sends reset when what was missed is older than the window, or an id it never sent', async () => {
    const s = await stream('192.0.2.7');
    const { $id: seen } = await s.event('ready');
    s.close();
    // Watches the bus, so that the late visitor comes back once every event has gone through it
    // (on the engines, Redis delivers them a moment after publish resolves: the last one could
    // otherwise reach the late stream live, after its reset).
    const watcher = await stream('192.0.2.9');
    await watcher.event('ready');
    // More events than are kept (published directly: uploads would take minutes).
    for (let i = 0; i <= REPLAY_WINDOW; i += 1) await t.app.live.publish('photo-removed', { id: 1_000_000 + i });
    const last = JSON.stringify({ id: 1_000_000 + REPLAY_WINDOW });
    await watcher.next((m) => m.event === 'photo-removed' && m.data === last, 'the last event, through the bus');
    watcher.close();
    const late = await stream('192.0.2.7', { lastEventId: seen });
    const reset = await late.next((m) => m.event === 'reset');
    expect(Number(reset.id)).toBe(await t.app.live.log.latest());
    expect(late.events.filter((m) => m.event === 'photo-removed')).toEqual([]);

    const future = await stream('192.0.2.8', { lastEventId: String((await t.app.live.log.latest()) + 50) });
    await future.next((m) => m.event === 'reset');
  });

  it('refuses an id it never sends with a French 400, before any stream', async () => {
    for (const bad of ['abc', '-1', '1.5', '99999999999999999999', '12 ', '0x10']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'last-event-id': bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual(errorBody(BAD_LAST_EVENT_ID));
    }
    const byQuery = await t.app.inject({ method: 'GET', url: '/api/events?lastEventId=%00' });
    expect(byQuery.statusCode).toBe(400);
  });

  it('limits the open streams of one address, with a French 429 before the stream, and frees a place on close', async () => {
    const address = '198.51.100.9';
    const held = [];
    for (let i = 0; i < LIMIT; i += 1) {
      held.push(await stream(address));
      await held[i]?.event('ready');
    }
    const refused = await stream(address);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(await refused.body)).toEqual(errorBody(TOO_MANY_STREAMS));
    // Another address behind the same proxy is not affected.
    const neighbour = await stream('198.51.100.10');
    expect(neighbour.status).toBe(200);

    const before = t.app.live.streams.count;
    held[0]?.close();
    await vi.waitFor(() => expect(t.app.live.streams.count).toBe(before - 1));
    const admitted = await stream(address);
    expect(admitted.status).toBe(200);
    await admitted.event('ready');
  });

  it('writes a heartbeat comment on a quiet stream', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const s = await stream('192.0.2.11');
      await s.event('ready');
      const comments = () => s.messages.filter((m) => m.comment !== undefined).length;
      const before = comments();
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await s.next(() => comments() > before, 'a heartbeat');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends every stream when the server closes', async () => {
    const other = await startTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const s = await openStream(`http://127.0.0.1:${address.port}`);
    await s.event('ready');
    await other.close();
    await s.closed();
  });
});
