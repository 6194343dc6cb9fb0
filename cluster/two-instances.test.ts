import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  Announcement,
  AttendanceCode,
  AttendanceDetail,
  ContentDraft,
  LiveTicketReply,
  Photo,
  PublishedContent,
  PublishReply,
  UploadResult,
} from '@congres/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPostgres,
  startRedis,
  startS3Server,
  type RunningPostgres,
  type RunningRedis,
  type RunningS3,
} from '../scripts/lib/engines.mjs';
import { repoRoot, startProductionServer, type ProductionServer } from '../scripts/lib/production-server.mjs';
import { buildServer, signInOverHttp, uploadOverHttp, waitFor } from '../server/test/faults/support/child-server.js';
import { noisyJpeg } from '../server/test/gallery/support/images.js';
import { openStream } from '../server/test/live/support/event-stream-client.js';
import { testContentSeed } from '../server/test/support/content-seed.js';
import { fakeClientBuild } from '../server/test/support/test-app.js';
import { startBalancer, type Balancer } from '../scripts/lib/nginx-balancer.mjs';

// Decision 027's proof: PostgreSQL, Redis and an S3-protocol server, each started here as its own
// server; two instances of the BUILT server on two ports with their own DATA_DIR; Debian's
// nginx balancing between them. What attendees do through one, the other knows at once.
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-cluster-'));
const clientDir = fakeClientBuild(path.join(temp, 'client'));
let postgres: RunningPostgres;
let redis: RunningRedis;
let s3: RunningS3;
let site: Record<string, string>;
const instances: ProductionServer[] = [];
let balancer: Balancer;
let images: Buffer[];

/**
 * The content routes read their seed from the build's server entry, in dist-ssr beside
 * CLIENT_DIR (decision 079): beside the fake build, an entry that gives the real seed and nothing
 * else (without its renderer the gallery falls back to its prerendered document), so the
 * content is served without a production build of the client.
 */
async function writeSeedEntry(dir: string): Promise<void> {
  const ssrDir = path.resolve(dir, '..', 'dist-ssr');
  fs.mkdirSync(ssrDir, { recursive: true });
  const seed = JSON.stringify(await testContentSeed());
  fs.writeFileSync(path.join(ssrDir, 'entry-server.js'), `export const contentSeed = () => (${seed});\n`);
}

/** Grants the role as an organiser does: the command line, on the shared database. */
function grantOrganiser(email: string): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'server/dist/cli/organiser.js'), 'add', email], {
    env: { ...process.env, ...site, DATA_DIR: path.join(temp, 'instance-1') },
    stdio: 'pipe',
  });
}

async function startInstance(n: number): Promise<ProductionServer> {
  const dataDir = path.join(temp, `instance-${n}`);
  return startProductionServer({ dataDir, env: site, quiet: true, timeoutMs: 30_000 });
}

beforeAll(async () => {
  await Promise.all([buildServer(), writeSeedEntry(clientDir)]);
  [postgres, redis, s3] = await Promise.all([startPostgres({ durable: false }), startRedis(), startS3Server()]);
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  await admin.query('CREATE DATABASE congres');
  await admin.end();
  await s3.createBucket('congres-photos');
  site = {
    DATABASE_URL: postgres.url.replace(/\/postgres$/, '/congres'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    REDIS_URL: redis.url,
    ...s3.env('congres-photos'),
    TRUST_PROXY: 'true',
    CLIENT_DIR: clientDir,
    LOG_LEVEL: 'error',
  };
  // Started together on a fresh database: the migrations run once, under the lock.
  instances.push(...(await Promise.all([startInstance(1), startInstance(2)])));
  balancer = await startBalancer(instances.map((instance) => instance.port));
  images = await Promise.all(Array.from({ length: 24 }, () => noisyJpeg(1600, 1200)));
}, 300_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await Promise.all([postgres?.stop(), redis?.stop(), s3?.stop()]);
  fs.rmSync(temp, { recursive: true, force: true });
});

const [first, second] = [() => instances[0] as ProductionServer, () => instances[1] as ProductionServer];
const listPhotos = async (url: string, etag?: string) => {
  const res = await fetch(`${url}/api/photos`, { headers: etag === undefined ? {} : { 'if-none-match': etag } });
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    photos: res.status === 200 ? ((await res.json()) as Photo[]) : [],
  };
};
const account = (url: string, token: string) =>
  fetch(`${url}/api/account`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);

describe('two instances behind nginx, on PostgreSQL, Redis and S3', () => {
  it('list through one, at once, what was uploaded through the other; nginx serves both ways', async () => {
    const token = await signInOverHttp(first().url, 'premiere@exemple.fr');
    const { etag } = await listPhotos(second().url);
    const uploaded = await uploadOverHttp(first().url, token, [images[0] ?? Buffer.alloc(0)]);
    expect(uploaded.status).toBe(201);
    const [photo] = ((await uploaded.json()) as UploadResult).published as [Photo];
    // Asked with the ETag it had before: the other instance answers the new list at once.
    const listed = await listPhotos(second().url, etag);
    expect(listed.status).toBe(200);
    expect(listed.photos.map((p) => p.id)).toContain(photo.id);
    for (const file of [`/uploads/photos/${photo.filename}`, `/uploads/photos/thumbs/${photo.thumbnail}`]) {
      expect((await fetch(`${second().url}${file}`)).status, file).toBe(200);
    }
    // Through nginx, requests alternate between the two: each answer holds the photo.
    for (let i = 0; i < 6; i += 1) {
      expect((await listPhotos(balancer.url)).photos.map((p) => p.id)).toContain(photo.id);
    }
  });

  it('tells a stream connected to the other instance, and one through nginx, of a photo published through one', async () => {
    const token = await signInOverHttp(first().url, 'direct@exemple.fr');
    const streams = await Promise.all([openStream(second().url), openStream(balancer.url)]);
    try {
      for (const stream of streams) {
        expect(stream.status).toBe(200);
        await stream.event('ready');
      }
      const uploaded = await uploadOverHttp(first().url, token, [images[1] ?? Buffer.alloc(0)]);
      expect(uploaded.status).toBe(201);
      const [photo] = ((await uploaded.json()) as UploadResult).published as [Photo];
      for (const stream of streams) {
        const told = await stream.event<Photo>('photo-published', (data) => data.id === photo.id);
        expect(told.username).toBe(photo.username);
      }
      // Deleted through the other one: both streams hear of it too.
      const deleted = await fetch(`${second().url}/api/photos/${photo.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(deleted.status).toBe(204);
      for (const stream of streams) await stream.event<{ id: number }>('photo-removed', (data) => data.id === photo.id);
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });

  it('tells a page connected to the other instance of an announcement posted, then removed, through one', async () => {
    const email = 'organisatrice@exemple.fr';
    const token = await signInOverHttp(first().url, email);
    grantOrganiser(email);
    const streams = await Promise.all([openStream(second().url), openStream(balancer.url)]);
    try {
      for (const stream of streams) await stream.event('ready');
      const posted = await fetch(`${first().url}/api/announcements`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'La plénière commence en salle Garonne.' }),
      });
      expect(posted.status).toBe(201);
      const announcement = (await posted.json()) as Announcement;
      for (const stream of streams) {
        const told = await stream.event<Announcement>('announcement-published', (data) => data.id === announcement.id);
        expect(told.message).toBe('La plénière commence en salle Garonne.');
      }
      // The public list of the other instance holds it, and loses it once removed through it.
      const listed = (await (await fetch(`${second().url}/api/announcements`)).json()) as Announcement[];
      expect(listed.map((a) => a.id)).toContain(announcement.id);
      const removed = await fetch(`${second().url}/api/announcements/${announcement.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(removed.status).toBe(204);
      for (const stream of streams) {
        await stream.event<{ id: number }>('announcement-removed', (data) => data.id === announcement.id);
      }
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });

  it('tells a page connected to the other instance of a content publication through one; the other serves the new version', async () => {
    const email = 'programme@exemple.fr';
    const token = await signInOverHttp(first().url, email);
    grantOrganiser(email);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = async (url: string) => {
      const res = await fetch(`${url}/api/content`);
      expect(res.status).toBe(200);
      return { etag: res.headers.get('etag') ?? '', published: (await res.json()) as PublishedContent };
    };
    const before = await read(second().url);
    const revalidate = (url: string) => fetch(`${url}/api/content`, { headers: { 'if-none-match': before.etag } });
    expect((await revalidate(second().url)).status).toBe(304);
    const streams = await Promise.all([openStream(second().url), openStream(balancer.url)]);
    try {
      for (const stream of streams) await stream.event('ready');
      // The organiser's draft on the first: 11h15 moves to 11h30, 9h30 is cancelled; then "Publier".
      const draftRes = await fetch(`${first().url}/api/content/draft`, { headers });
      expect(draftRes.status).toBe(200);
      const draft = (await draftRes.json()) as ContentDraft;
      const { programme } = draft.content;
      const moved = programme.find((slot) => slot.time === '11h15');
      const cancelled = programme.find((slot) => slot.time === '9h30');
      if (moved === undefined || cancelled === undefined) throw new Error('the seed has no 11h15 or 9h30 slot');
      moved.time = '11h30';
      cancelled.cancelled = true;
      const saved = await fetch(`${first().url}/api/content/draft`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ baseVersion: draft.baseVersion, content: draft.content }),
      });
      expect(saved.status).toBe(200);
      const publication = await fetch(`${first().url}/api/content/publish`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ baseVersion: draft.baseVersion, note: 'Intervention déplacée à 11h30' }),
      });
      expect(publication.status).toBe(201);
      const { version } = (await publication.json()) as PublishReply;
      expect(version).toBe(before.published.version + 1);

      for (const stream of streams)
        await stream.event<{ version: number }>('content-published', (d) => d.version === version);
      // What a page does on that event: asks the other instance, with the ETag it had.
      expect((await revalidate(second().url)).status).toBe(200);
      const after = await read(second().url);
      expect(after.etag).not.toBe(before.etag);
      expect(after.published.version).toBe(version);
      const slot = (id: string) => after.published.content.programme.find((s) => s.id === id);
      expect(slot(moved.id)).toMatchObject({ time: '11h30', cancelled: false });
      expect(slot(cancelled.id)).toMatchObject({ time: '9h30', cancelled: true });
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });

  it('tells an organiser’s page on the other instance of a signature through one, and never a public page; its list holds the attendee', async () => {
    const email = 'emargement@exemple.fr';
    const organiser = await signInOverHttp(first().url, email);
    grantOrganiser(email);
    const attendee = await signInOverHttp(first().url, 'signataire@exemple.fr');
    const call = (url: string, token: string, body?: unknown) =>
      fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const stroke = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 60 L 280 40" stroke="black" stroke-width="3"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const signature = `data:image/png;base64,${stroke.toString('base64')}`;
    // The organisers' stream (decision 104): its ticket asked through one, opened on the other.
    const asked = await fetch(`${first().url}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organiser}` },
    });
    expect(asked.status).toBe(201);
    const { ticket } = (await asked.json()) as LiveTicketReply;
    const stream = await openStream(second().url, { query: `?ticket=${encodeURIComponent(ticket)}` });
    const anonymous = await openStream(second().url);
    try {
      await Promise.all([stream.event('ready'), anonymous.event('ready')]);
      expect((await call(`${first().url}/api/attendance/matin/open`, organiser, {})).status).toBe(200);
      const { code } = (await (
        await call(`${first().url}/api/attendance/matin/code`, organiser)
      ).json()) as AttendanceCode;
      const signed = await call(`${first().url}/api/attendance/matin/signatures`, attendee, { code, signature });
      expect(signed.status).toBe(201);
      // The organisers' stream says which half-day changed, no more: the page then asks its own instance.
      await stream.event<{ halfDayId: string }>('attendance-changed', (data) => data.halfDayId === 'matin');
      const listed = (await (await call(`${second().url}/api/attendance/matin`, organiser)).json()) as AttendanceDetail;
      expect(listed.signatures.map((entry) => entry.name)).toContain('Photographe signataire');
      // An announcement after the signature: once the public stream has it, it has had its turn.
      const posted = await call(`${first().url}/api/announcements`, organiser, { message: 'Émargement en cours.' });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as Announcement;
      await anonymous.event<Announcement>('announcement-published', (data) => data.id === id);
      expect(anonymous.events.filter((m) => m.event === 'attendance-changed')).toEqual([]);
    } finally {
      stream.close();
      anonymous.close();
    }
  });

  it('refuses on the other instance, at once, a token logged out on one', async () => {
    const token = await signInOverHttp(first().url, 'deconnexion@exemple.fr');
    expect(await account(second().url, token)).toBe(200);
    const logout = await fetch(`${first().url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    expect(await account(second().url, token)).toBe(401);
    expect(await account(balancer.url, token)).toBe(401);
  });

  it('counts wrong passwords across both: the eleventh attempt is refused, whichever instance gets it', async () => {
    const email = 'cible@exemple.fr';
    await signInOverHttp(balancer.url, email);
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    // The sign-in above was the first attempt; nine wrong ones, alternating.
    for (let i = 0; i < 9; i += 1) expect((await attempt(instances[i % 2]?.url ?? '', 'faux')).status).toBe(401);
    const refused = await attempt(balancer.url, 'correct horse battery');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Trop de tentatives\. Réessayez dans/);
    for (const instance of instances) expect((await attempt(instance.url, 'correct horse battery')).status).toBe(429);
  });

  it('loses no photo answered 201 when one instance is killed (SIGKILL) mid-burst, and the other keeps serving', async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map((n) => signInOverHttp(balancer.url, `rafale${n}@exemple.fr`)));
    const confirmed: Photo[] = [];
    let answered = 0;
    const burst = Array.from({ length: 20 }, async (_v, i) => {
      try {
        const res = await uploadOverHttp(balancer.url, tokens[i % tokens.length] ?? '', [
          images[i + 2] ?? Buffer.alloc(0),
        ]);
        if (res.status === 201) confirmed.push(...((await res.json()) as UploadResult).published);
      } catch {
        // Cut off by the kill: the client never learnt the outcome; either is fine.
      } finally {
        answered += 1;
      }
    });
    // Meanwhile, the gallery is read through nginx without a pause: every answer must be a 200.
    const reads: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) reads.push((await listPhotos(balancer.url)).status);
    })();

    await waitFor('a few uploads to be confirmed', () => confirmed.length >= 3, 60_000);
    const killed = first();
    killed.child.kill('SIGKILL');
    await killed.exited;
    const inFlightAtKill = 20 - answered;
    await Promise.all(burst);
    // The other instance keeps taking uploads after the kill.
    const after = await uploadOverHttp(balancer.url, tokens[0] ?? '', [images[22] ?? Buffer.alloc(0)]);
    expect(after.status).toBe(201);
    confirmed.push(...((await after.json()) as UploadResult).published);
    reading = false;
    await reader;

    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    const { photos } = await listPhotos(balancer.url);
    const listedNames = new Set(photos.map((photo) => photo.filename));
    for (const photo of confirmed) {
      expect(listedNames.has(photo.filename), photo.filename).toBe(true);
      const full = await fetch(`${balancer.url}/uploads/photos/${photo.filename}`);
      const thumb = await fetch(`${balancer.url}/uploads/photos/thumbs/${photo.thumbnail}`);
      expect([full.status, thumb.status]).toEqual([200, 200]);
      expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).format).toBe('jpeg');
      expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('webp');
    }
    // Every listed photo, 201 or cut off, has both its files.
    for (const photo of photos) {
      expect((await fetch(`${balancer.url}/uploads/photos/${photo.filename}`)).status, photo.filename).toBe(200);
      expect((await fetch(`${balancer.url}/uploads/photos/thumbs/${photo.thumbnail}`)).status).toBe(200);
    }

    // Restarted, the killed instance serves the same list: nothing lived only in its process.
    instances[0] = await startInstance(1);
    expect((await listPhotos(first().url)).photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
  });
});
