import type { Photo, PhotoPage, WallPage, WallReview } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPhotos } from '../gallery/support/seed.js';
import { newMember } from '../gallery/support/sign-in.js';
import { openStream, type EventStream } from '../live/support/event-stream-client.js';
import { JWT_SECRET, bearer, makeOrganiser } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { resign } from '../support/forged-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PHOTO_NOT_FOUND = 'Cette photo n’existe pas ou a déjà été supprimée.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';
const UNAUTHORIZED = 'Vous devez être connecté.';

const ids = (photos: readonly { id: number }[]) => photos.map((photo) => photo.id);

/** A site with its organiser, an attendee who publishes, and its address for event streams. */
async function site(env: Record<string, string>) {
  const t = await startTestApp({ JWT_SECRET, ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  const organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
  const attendee = await newMember(t.app, 'Camille Martin');
  return { t, base: `http://127.0.0.1:${address.port}`, organiser, attendee };
}

const readWall = async (t: TestApp, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/wall${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WallPage>();
};
const approve = (t: TestApp, id: number | string, token: string | undefined) =>
  t.app.inject({ method: 'PUT', url: `/api/wall/photos/${id}`, headers: token === undefined ? {} : bearer(token) });
const withdraw = (t: TestApp, id: number | string, token: string | undefined) =>
  t.app.inject({ method: 'DELETE', url: `/api/wall/photos/${id}`, headers: token === undefined ? {} : bearer(token) });
const review = async (t: TestApp, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/wall/review', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WallReview>();
};
const approvals = async (t: TestApp) =>
  ids(
    (await t.app.db.selectFrom('wall_approvals').select('photo_id as id').execute()).map((row) => ({
      id: Number(row.id),
    })),
  );

describe('WALL_APPROVAL unset: the wall shows every photo, as today', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    s = await site({});
  });
  afterAll(async () => s.t.close());

  it('lists every photo newest first, in the gallery’s pages, and says approval is off', async () => {
    const photos = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 3);
    const wall = await readWall(s.t, '?limit=2');
    expect(wall.approval).toBe(false);
    const gallery = (await s.t.app.inject({ method: 'GET', url: '/api/photos?limit=2' })).json<PhotoPage>();
    expect(wall.photos).toEqual(gallery.photos);
    expect(ids(wall.photos)).toEqual(ids(photos).reverse().slice(0, 2));
    expect(wall.nextCursor).toBe(gallery.nextCursor);
    const next = await readWall(s.t, `?limit=2&before=${wall.nextCursor ?? ''}`);
    expect(ids(next.photos)).toEqual([photos[0]?.id]);
    expect(next.nextCursor).toBeNull();
  });

  it('tells organisers approval is off; their approvals are kept for when it is turned on', async () => {
    const [photo] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    if (!photo) throw new Error('no photo');
    expect((await review(s.t, s.organiser.token)).approval).toBe(false);
    expect((await approve(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    expect(await approvals(s.t)).toContain(photo.id);
    expect(ids((await readWall(s.t)).photos)).toContain(photo.id);
  });
});

describe('WALL_APPROVAL=true: only approved photos reach the wall', () => {
  let s: Awaited<ReturnType<typeof site>>;
  const open: EventStream[] = [];
  beforeAll(async () => {
    s = await site({ WALL_APPROVAL: 'true' });
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await s.t.close();
  });
  const stream = async () => {
    const opened = await openStream(s.base);
    open.push(opened);
    await opened.event('ready');
    return opened;
  };

  it('keeps a published photo off the wall read and off the wall’s events; the gallery lists it as ever', async () => {
    const events = await stream();
    const [waiting] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    if (!waiting) throw new Error('no photo');
    // The gallery's event and list, as the spec says: the photo is public there.
    await events.event<Photo>('photo-published', (photo) => photo.id === waiting.id);
    expect(ids((await s.t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>())).toContain(waiting.id);
    const wall = await readWall(s.t);
    expect(wall.approval).toBe(true);
    expect(ids(wall.photos)).not.toContain(waiting.id);

    // Another photo approved after it: its event comes, and none ever came for the waiting one.
    const [marker] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    if (!marker) throw new Error('no photo');
    expect((await approve(s.t, marker.id, s.organiser.token)).statusCode).toBe(204);
    await events.event<Photo>('wall-photo-approved', (photo) => photo.id === marker.id);
    const approved = events.events.filter((m) => m.event === 'wall-photo-approved');
    expect(approved.map((m) => (JSON.parse(m.data ?? '{}') as Photo).id)).toEqual([marker.id]);
    expect(ids((await readWall(s.t)).photos)).toEqual([marker.id]);
  });

  it('an organiser approves: the wall read lists it and every open stream gets it with the public fields', async () => {
    const events = await stream();
    const [photo] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    if (!photo) throw new Error('no photo');
    expect((await review(s.t, s.organiser.token)).pending[0]?.id).toBe(photo.id);

    expect((await approve(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    const sent = await events.event<Photo>('wall-photo-approved', (p) => p.id === photo.id);
    const { $id, ...data } = sent;
    expect(Number($id)).toBeGreaterThan(0);
    expect(data).toEqual(photo);
    expect(ids((await readWall(s.t)).photos)[0]).toBe(photo.id);
    const after = await review(s.t, s.organiser.token);
    expect(ids(after.pending)).not.toContain(photo.id);
    expect(ids(after.approved)[0]).toBe(photo.id);

    // Approving again changes nothing and tells nobody (the next event is the marker's).
    expect((await approve(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    const [marker] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    await events.event<Photo>('photo-published', (p) => p.id === marker?.id);
    const told = events.events.filter((m) => m.event === 'wall-photo-approved');
    expect(told.map((m) => (JSON.parse(m.data ?? '{}') as Photo).id)).toEqual([photo.id]);
    expect((await approvals(s.t)).filter((id) => id === photo.id)).toHaveLength(1);
  });

  it('refuses a visitor (401), an attendee and a forged organiser role (403): nothing approved nor withdrawn', async () => {
    const [photo, onWall] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 2);
    if (!photo || !onWall) throw new Error('no photo');
    expect((await approve(s.t, onWall.id, s.organiser.token)).statusCode).toBe(204);
    const forged = await resign(s.attendee.token, JWT_SECRET, { role: 'organiser' });
    const before = await approvals(s.t);

    const anonymous = await approve(s.t, photo.id, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBody(UNAUTHORIZED));
    for (const token of [s.attendee.token, forged]) {
      for (const res of [await approve(s.t, photo.id, token), await withdraw(s.t, onWall.id, token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(errorBody(ORGANISERS_ONLY));
      }
      const listed = await s.t.app.inject({ method: 'GET', url: '/api/wall/review', headers: bearer(token) });
      expect(listed.statusCode).toBe(403);
    }
    expect((await withdraw(s.t, onWall.id, undefined)).statusCode).toBe(401);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/wall/review' })).statusCode).toBe(401);
    expect(await approvals(s.t)).toEqual(before);
    expect(ids((await readWall(s.t)).photos)).not.toContain(photo.id);
  });

  it('an organiser withdraws a photo: off the wall read, every stream told, still in the gallery', async () => {
    const events = await stream();
    const [photo] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    if (!photo) throw new Error('no photo');
    expect((await approve(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    expect((await withdraw(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    const withdrawn = await events.event<{ id: number }>('wall-photo-withdrawn', (p) => p.id === photo.id);
    expect(Object.keys(withdrawn).sort()).toEqual(['$id', 'id']);
    expect(ids((await readWall(s.t)).photos)).not.toContain(photo.id);
    expect(ids((await review(s.t, s.organiser.token)).pending)).toContain(photo.id);
    expect(ids((await s.t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>())).toContain(photo.id);
    // Withdrawn again: nothing to do, nothing sent (the next event is the marker's).
    expect((await withdraw(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    const [marker] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    await events.event<Photo>('photo-published', (p) => p.id === marker?.id);
    expect(events.events.filter((m) => m.event === 'wall-photo-withdrawn')).toHaveLength(1);
  });

  it('a deleted photo takes its approval with it; approving or withdrawing it is a French 404', async () => {
    const events = await stream();
    const [photo] = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 1);
    if (!photo) throw new Error('no photo');
    expect((await approve(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    expect(await approvals(s.t)).toContain(photo.id);
    const deleted = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bearer(s.attendee.token),
    });
    expect(deleted.statusCode).toBe(204);
    await events.event<{ id: number }>('photo-removed', (p) => p.id === photo.id);
    expect(await approvals(s.t)).not.toContain(photo.id);
    expect(ids((await readWall(s.t)).photos)).not.toContain(photo.id);
    for (const res of [
      await approve(s.t, photo.id, s.organiser.token),
      await withdraw(s.t, photo.id, s.organiser.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(PHOTO_NOT_FOUND));
    }
  });

  it('pages through the approved photos only, by the gallery’s cursor', async () => {
    const photos = await seedPhotos(s.t.app, s.t.dataDir, s.attendee.id, 5);
    const chosen = photos.filter((_photo, i) => i % 2 === 0);
    for (const photo of chosen) expect((await approve(s.t, photo.id, s.organiser.token)).statusCode).toBe(204);
    const first = await readWall(s.t, '?limit=2');
    expect(ids(first.photos)).toEqual(ids(chosen).reverse().slice(0, 2));
    const second = await readWall(s.t, `?limit=2&before=${first.nextCursor ?? ''}`);
    expect(ids(second.photos)[0]).toBe(chosen[0]?.id);
    // Every photo listed is an approved one.
    const everything = await readWall(s.t, '?limit=100');
    const approved = new Set(await approvals(s.t));
    expect(everything.photos.every((photo) => approved.has(photo.id))).toBe(true);
    expect(everything.photos.length).toBe(approved.size);
  });
});
