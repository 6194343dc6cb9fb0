import type { Photo, UploadResult } from '@congres/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectListedPhotos } from '../../src/domain/photos/photo-store.js';
import { bearer } from '../moderation/support.js';
import { storedFiles, storedPathsOf } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { noisyJpeg, solidImage } from './support/images.js';
import { uploadRequest } from './support/multipart.js';
import { newMember, type Member } from './support/sign-in.js';
import { withMigratingDatabase } from '../support/migrating-database.js';

// Decision 041: each new photo also gets an AVIF thumbnail and, when lighter than
// the JPEG, a WebP copy for the lightbox; photos published before have neither and say so.
let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await startTestApp();
  member = await newMember(t.app, 'Claire Dubois');
});
afterAll(async () => {
  await t.close();
});

async function publishOne(data: Buffer): Promise<Photo> {
  const res = await t.app.inject(await uploadRequest([{ name: 'grande.jpg', data }], member.token));
  expect(res.statusCode, res.body).toBe(201);
  const [photo] = res.json<UploadResult>().published;
  if (photo === undefined) throw new Error('nothing published');
  return photo;
}

async function fetchImage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const metadata = await sharp(res.rawPayload).metadata();
  return { res, metadata };
}

describe('the lighter files of a photo', () => {
  it('writes an AVIF thumbnail the size of the WebP one and a WebP copy for the lightbox, served with their types', async () => {
    // A big photo sent straight to the API, past the spec client's 1024 px compression.
    const photo = await publishOne(await solidImage('jpeg', 3000, 2000));
    expect(photo).toMatchObject({ width: 1024, height: 683, thumbWidth: 400, thumbHeight: 267 });
    expect(photo.thumbnailAvif).toMatch(/^[a-f0-9-]{36}\.avif$/);
    expect(photo.display).toMatch(/^[a-f0-9-]{36}\.webp$/);

    const avif = await fetchImage(`/uploads/photos/thumbs/${photo.thumbnailAvif}`);
    expect(avif.res.headers['content-type']).toBe('image/avif');
    expect(avif.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.res.headers['x-content-type-options']).toBe('nosniff');
    // libvips names the AVIF container by its family, HEIF; the compression says AV1.
    expect(avif.metadata).toMatchObject({ format: 'heif', compression: 'av1', width: 400, height: 267 });
    const webp = await fetchImage(`/uploads/photos/thumbs/${photo.thumbnail}`);
    expect(webp.metadata).toMatchObject({ format: 'webp', width: 400, height: 267 });

    const display = await fetchImage(`/uploads/photos/${photo.display}`);
    expect(display.res.headers['content-type']).toBe('image/webp');
    expect(display.res.headers['x-content-type-options']).toBe('nosniff');
    expect(display.metadata).toMatchObject({ format: 'webp', width: 1024, height: 683 });
    const full = await fetchImage(`/uploads/photos/${photo.filename}`);
    expect(full.metadata).toMatchObject({ format: 'jpeg', width: 1024, height: 683 });
    // The copy is only worth its place when it is lighter than the JPEG.
    expect(display.res.rawPayload.length).toBeLessThan(full.res.rawPayload.length);

    // The list says the same as the upload's answer.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>();
    expect(listed.find((p) => p.id === photo.id)).toMatchObject({
      thumbnailAvif: photo.thumbnailAvif,
      display: photo.display,
    });
  });

  it('keeps no lightbox copy when the WebP would not be lighter than the JPEG', async () => {
    // Random pixels: WebP does no better than JPEG on pure noise.
    const photo = await publishOne(await noisyJpeg(1024, 768));
    expect(photo.display).toBeNull();
    expect(photo.thumbnailAvif).toMatch(/\.avif$/);
    expect(await storedFiles(t.app)).toEqual(expect.arrayContaining(storedPathsOf(photo)));
    expect(await storedFiles(t.app)).not.toContain(photo.filename.replace('.jpg', '.webp'));
  });

  it('removes every file of a deleted photo, and stops serving the AVIF thumbnail held in memory', async () => {
    const photo = await publishOne(await solidImage('jpeg', 2400, 1600));
    const avifUrl = `/uploads/photos/thumbs/${photo.thumbnailAvif}`;
    // Served once: now in the thumbnail cache.
    await fetchImage(avifUrl);
    expect(storedPathsOf(photo)).toHaveLength(4);
    expect(await storedFiles(t.app)).toEqual(expect.arrayContaining(storedPathsOf(photo)));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bearer(member.token),
    });
    expect(deleted.statusCode).toBe(204);
    const left = await storedFiles(t.app);
    for (const name of storedPathsOf(photo)) expect(left).not.toContain(name);
    for (const url of [avifUrl, `/uploads/photos/${photo.display}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves nothing but the names the store makes', async () => {
    const photo = await publishOne(await solidImage('jpeg', 800, 600));
    const id = photo.filename.replace('.jpg', '');
    for (const url of [
      `/uploads/photos/${id}.avif`,
      `/uploads/photos/${id}.png`,
      `/uploads/photos/thumbs/${id}.jpg`,
      `/uploads/photos/thumbs/${id}.AVIF`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

it('migration 006 leaves the photos published before it without AVIF or lightbox copy, listed as null', async () => {
  await withMigratingDatabase('migration-006', async (db, migrator) => {
    expect((await migrator.migrateTo('005-photo-total')).error).toBeUndefined();
    const { id: userId } = await db
      .insertInto('users')
      .values({ email: 'avant@exemple.fr', username: 'Avant', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('photos')
      .values({
        user_id: userId,
        filename: 'old.jpg',
        thumbnail: 'old.webp',
        width: 1024,
        height: 768,
        thumb_width: 400,
        thumb_height: 300,
        bytes: 1,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const [old] = await selectListedPhotos(db).execute();
    expect(old).toMatchObject({ filename: 'old.jpg', thumbnail: 'old.webp', thumbnailAvif: null, display: null });
  });
});
