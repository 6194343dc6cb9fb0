import type { AttendanceCode, CongressContent, Photo } from '@congres/contracts';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuttingProxy } from '../../../scripts/lib/cutting-proxy.mjs';
import { startPostgres, startRedis, type RunningPostgres, type RunningRedis } from '../../../scripts/lib/engines.mjs';
import { login, register } from '../accounts/support.js';
import { pngSignature } from '../attendance/support.js';
import { solidImage } from '../gallery/support/images.js';
import { uploadRequest } from '../gallery/support/multipart.js';
import { newMember } from '../gallery/support/sign-in.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { testEngines } from '../support/engines.js';
import { startTestApp, tempDir, type TestApp } from '../support/test-app.js';
import { openStream, type EventStream } from './support/event-stream-client.js';
import { liveTicket } from './support/organiser-stream.js';

// Two instances of one site in this process, each with its own streams, joined only by the
// bus: a real redis-server, then a real PostgreSQL (LISTEN/NOTIFY) without Redis. The run with
// engines brings its own; otherwise each is started here for this file.
let redis: RunningRedis | undefined;
let postgres: RunningPostgres | undefined;
let contentSeed: CongressContent;
const streams: EventStream[] = [];
beforeAll(async () => {
  contentSeed = await testContentSeed();
  if (testEngines.redis === undefined) redis = await startRedis();
  if (testEngines.postgres === undefined) postgres = await startPostgres({ durable: false });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await redis?.stop();
  await postgres?.stop();
});

/** Where `t` listens (started the first time it is asked). */
async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

async function pair(env: Record<string, string>) {
  const shared = tempDir('live-bus');
  const [a, b] = (await Promise.all(
    [1, 2].map(() => startTestApp({ DATA_DIR: shared.dir, ...env }, { contentSeed })),
  )) as [TestApp, TestApp];
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      shared.remove();
    },
  };
}

/** Publishes one photo (a distinct image, from `width` × `height`) through `t`. */
async function publishThrough(t: TestApp, token: string, name: string, width: number, height: number) {
  const res = await t.app.inject(await uploadRequest([{ name, data: await solidImage('jpeg', width, height) }], token));
  expect(res.statusCode).toBe(201);
  return (res.json<{ published: Photo[] }>().published as [Photo])[0];
}

let accounts = 0;
async function checkAcross(a: TestApp, b: TestApp) {
  accounts += 1;
  const account = await register(a.app, { email: `bus${accounts}@exemple.fr`, username: `Relais ${accounts}` });
  const token = await login(a.app, account.email, account.password);
  const [baseA, baseB] = [await listening(a), await listening(b)];
  const [onA, onB] = await Promise.all([openStream(baseA), openStream(baseB)]);
  streams.push(onA, onB);
  await Promise.all([onA.event('ready'), onB.event('ready')]);

  // Published through a: the stream connected to b hears of it, with the id a's stream has.
  const published: Photo[] = [];
  for (const [i, t] of [a, b, a].entries()) {
    published.push(await publishThrough(t, token, `bus-${i}.jpg`, 180 + accounts * 7 + i, 140));
  }
  for (const photo of published) {
    const [fromA, fromB] = await Promise.all(
      [onA, onB].map((s) => s.event<Photo>('photo-published', (data) => data.id === photo.id)),
    );
    expect(fromB).toEqual(fromA);
  }
  // One order for both instances, whichever published.
  const ids = (s: EventStream) => s.events.filter((m) => m.event === 'photo-published').map((m) => Number(m.id));
  expect(ids(onB)).toEqual(ids(onA));
  expect([...ids(onB)].sort((x, y) => x - y)).toEqual(ids(onB));

  // Deleted through b: gone from a's stream too.
  const doomed = published[0] as Photo;
  const deleted = await b.app.inject({
    method: 'DELETE',
    url: `/api/photos/${doomed.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.statusCode).toBe(204);
  await onA.event<{ id: number }>('photo-removed', (data) => data.id === doomed.id);

  // A phone that lost a's stream reconnects to b with the id a gave it: b replays the rest.
  const seen = onA.events.find((m) => m.event === 'photo-published')?.id ?? '';
  const again = await openStream(baseB, { lastEventId: seen });
  streams.push(again);
  await again.event<{ id: number }>('photo-removed', (data) => data.id === doomed.id);
  expect(again.events.filter((m) => m.event === 'photo-published').map((m) => Number(m.id))).toEqual(
    ids(onA).filter((id) => id > Number(seen)),
  );

  // Put on the wall through b, taken off through a: the walls of each instance hear of both.
  const projected = published[1] as Photo;
  await makeOrganiser(a.app, Number(decodeJwt(token).sub));
  const organiser = { authorization: `Bearer ${token}` };
  const wallUrl = `/api/wall/photos/${projected.id}`;
  expect((await b.app.inject({ method: 'PUT', url: wallUrl, headers: organiser })).statusCode).toBe(204);
  await onA.event<Photo>('wall-photo-approved', (data) => data.id === projected.id);
  expect((await a.app.inject({ method: 'DELETE', url: wallUrl, headers: organiser })).statusCode).toBe(204);
  await onB.event<{ id: number }>('wall-photo-withdrawn', (data) => data.id === projected.id);
}

/**
 * A signature through a reaches an organiser's stream on b (its ticket asked through a), and
 * never a public stream on b (decision 104): the bus carries every event, each instance's
 * streams filter.
 */
async function attendanceAcross(a: TestApp, b: TestApp) {
  accounts += 1;
  const organiser = await newMember(a.app, `Organisatrice ${accounts}`);
  await makeOrganiser(a.app, organiser.id);
  const signer = await newMember(a.app, `Signataire ${accounts}`);
  const baseB = await listening(b);
  const ticket = await liveTicket(a.app, organiser.token);
  const [ofOrganiser, anonymous] = await Promise.all([
    openStream(baseB, { query: `?ticket=${encodeURIComponent(ticket)}` }),
    openStream(baseB),
  ]);
  streams.push(ofOrganiser, anonymous);
  await Promise.all([ofOrganiser.event('ready'), anonymous.event('ready')]);

  const post = (url: string, token: string, payload?: object) =>
    a.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  expect((await post('/api/attendance/matin/open', organiser.token)).statusCode).toBe(200);
  const screen = await a.app.inject({
    method: 'GET',
    url: '/api/attendance/matin/code',
    headers: bearer(organiser.token),
  });
  const { code } = screen.json<AttendanceCode>();
  const signed = await post('/api/attendance/matin/signatures', signer.token, {
    code,
    signature: await pngSignature(),
  });
  expect(signed.statusCode, signed.body).toBe(201);
  // After the signature, through a too: once b's streams have it, they have the signature's turn.
  const marker = 800_000 + accounts;
  await a.app.live.publish('announcement-removed', { id: marker });
  for (const stream of [ofOrganiser, anonymous])
    await stream.event<{ id: number }>('announcement-removed', (data) => data.id === marker);
  expect(ofOrganiser.events.filter((m) => m.event === 'attendance-changed').map((m) => m.data)).toEqual([
    '{"halfDayId":"matin"}',
    '{"halfDayId":"matin"}',
  ]);
  expect(anonymous.events.filter((m) => m.event === 'attendance-changed')).toEqual([]);
}

/**
 * The room (decision 118) across instances: a question asked through a reaches b's phones; votes
 * sent through both at once, the same account's among them, are counted once each, and both
 * instances' phones end on the same count (the newest tally); a poll's counts likewise.
 */
async function roomAcross(a: TestApp, b: TestApp) {
  accounts += 1;
  const [onA, onB] = await Promise.all([openStream(await listening(a)), openStream(await listening(b))]);
  streams.push(onA, onB);
  await Promise.all([onA.event('ready'), onB.event('ready')]);
  const asker = await newMember(a.app, `Questionneuse ${accounts}`);
  const asked = await a.app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: bearer(asker.token),
    payload: { slotId: '05', text: `Question ${accounts} ?` },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const { id } = asked.json<{ id: number }>();
  await onB.event<{ id: number }>('question-changed', (q) => q.id === id);

  const voters = await Promise.all(Array.from({ length: 6 }, (_, i) => newMember(a.app, `Votant ${accounts}-${i}`)));
  const vote = (t: TestApp, token: string) =>
    t.app.inject({ method: 'PUT', url: `/api/questions/${id}/vote`, headers: bearer(token) });
  // Each voter through a and b at once: six votes, not twelve.
  await Promise.all(voters.flatMap((voter) => [vote(a, voter.token), vote(b, voter.token)]));
  const [lastA, lastB] = await Promise.all(
    [onA, onB].map((s) =>
      s.event<{ id: number; votes: number; tally: number }>('question-votes', (e) => e.id === id && e.votes === 6),
    ),
  );
  expect(lastA?.tally).toBe(lastB?.tally);
  // Whatever order the two instances' counts crossed in, the newest tally says 6 on both.
  for (const s of [onA, onB]) {
    const counts = s.events
      .filter((m) => m.event === 'question-votes')
      .map((m) => JSON.parse(m.data ?? '{}') as { id: number; votes: number; tally: number })
      .filter((e) => e.id === id);
    const newest = counts.reduce((best, e) => (e.tally > best.tally ? e : best));
    expect(newest.votes).toBe(6);
  }
  const listed = await Promise.all(
    [a, b].map(async (t) =>
      (await t.app.inject({ method: 'GET', url: '/api/questions?slot=05' })).json<{ id: number; votes: number }[]>(),
    ),
  );
  expect(listed[0]?.find((q) => q.id === id)?.votes).toBe(6);
  expect(listed[1]).toEqual(listed[0]);

  // A poll opened through b, voted through both: b's and a's screens fill the same bars.
  const organiser = await newMember(a.app, `Animateur ${accounts}`);
  await makeOrganiser(a.app, organiser.id);
  const created = await b.app.inject({
    method: 'POST',
    url: '/api/polls',
    headers: bearer(organiser.token),
    payload: { slotId: '05', question: 'Pour ou contre ?', choices: ['Pour', 'Contre'] },
  });
  const poll = created.json<{ id: number }>().id;
  expect(
    (await b.app.inject({ method: 'POST', url: `/api/polls/${poll}/open`, headers: bearer(organiser.token) }))
      .statusCode,
  ).toBe(200);
  await onA.event<{ id: number; state: string }>('poll-changed', (p) => p.id === poll && p.state === 'open');
  const pollVote = (t: TestApp, token: string, choice: number) =>
    t.app.inject({ method: 'PUT', url: `/api/polls/${poll}/vote`, headers: bearer(token), payload: { choice } });
  const replies = await Promise.all(
    voters.flatMap((voter, i) => [pollVote(a, voter.token, i % 2), pollVote(b, voter.token, i % 2)]),
  );
  expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(6);
  await Promise.all(
    [onA, onB].map((s) =>
      s.event<{ id: number; votes: number[] }>('poll-votes', (e) => e.id === poll && e.votes.join() === '3,3'),
    ),
  );
}

describe('the live bus between two instances', () => {
  it('carries events through Redis pub/sub', async () => {
    const site = await pair({ REDIS_URL: testEngines.redis ?? redis?.url ?? '' });
    try {
      expect(site.a.app.live.bus.kind).toBe('redis');
      await checkAcross(site.a, site.b);
      await attendanceAcross(site.a, site.b);
      await roomAcross(site.a, site.b);
    } finally {
      await site.close();
    }
  });

  it('gives an instance whose bus was cut what it missed, from the log, once and in order', async () => {
    const redisUrl = new URL(testEngines.redis ?? redis?.url ?? '');
    // b reaches Redis through a proxy: closed, it cuts b's connections and refuses new ones, so
    // that b can learn nothing through the bus until it listens again on the same port.
    let proxy = await cuttingProxy(`http://127.0.0.1:${redisUrl.port}`);
    const proxyPort = Number(new URL(proxy.url).port);
    const throughProxy = new URL(redisUrl);
    throughProxy.host = `127.0.0.1:${proxyPort}`;
    const shared = tempDir('live-bus-cut');
    const a = await startTestApp({ DATA_DIR: shared.dir, REDIS_URL: redisUrl.toString() });
    const b = await startTestApp({ DATA_DIR: shared.dir, REDIS_URL: throughProxy.toString() });
    try {
      accounts += 1;
      const account = await register(a.app, { email: `bus${accounts}@exemple.fr`, username: `Coupure ${accounts}` });
      const token = await login(a.app, account.email, account.password);
      const onB = await openStream(await listening(b));
      streams.push(onB);
      await onB.event('ready');

      await proxy.close();
      const missed: Photo[] = [];
      for (let i = 0; i < 3; i += 1) {
        missed.push(await publishThrough(a, token, `cut-${i}.jpg`, 200 + accounts * 7 + i, 150));
      }
      // Nothing reaches b while its link is down: what follows comes from its resumption.
      expect(onB.events.filter((m) => m.event === 'photo-published')).toEqual([]);

      proxy = await cuttingProxy(`http://127.0.0.1:${redisUrl.port}`, { port: proxyPort });
      for (const photo of missed) await onB.event<Photo>('photo-published', (data) => data.id === photo.id);
      const published = onB.events.filter((m) => m.event === 'photo-published');
      expect(published.map((m) => (JSON.parse(m.data ?? '{}') as Photo).id)).toEqual(missed.map((photo) => photo.id));
      const ids = published.map((m) => Number(m.id));
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    } finally {
      await a.close();
      await b.close();
      await proxy.close();
      shared.remove();
    }
  });

  it('carries events through PostgreSQL LISTEN/NOTIFY when there is no Redis', async () => {
    const server = testEngines.postgres ?? postgres?.url ?? '';
    const admin = new pg.Pool({ connectionString: server, max: 1 });
    const name = `congres_live_bus_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const site = await pair({ DATABASE_URL: url.toString(), JWT_SECRET: 'x'.repeat(40), REDIS_URL: '' });
    try {
      expect(site.a.app.live.bus.kind).toBe('postgres');
      await checkAcross(site.a, site.b);
      await attendanceAcross(site.a, site.b);
      await roomAcross(site.a, site.b);
    } finally {
      await site.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
