import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@congres/contracts';
import { waitFor } from '../faults/support/child-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertUser, seedPhotos } from './support/seed.js';

let t: TestApp;
let photo: Photo;
beforeAll(async () => {
  t = await startTestApp();
  [photo] = (await seedPhotos(t.app, t.dataDir, await insertUser(t.app), 1)) as [Photo];
  // Files that must never be served, although they sit in or next to the photo storage.
  await t.app.photos.files.put('full', `.${photo.filename}.tmp`, Buffer.from('half written'));
  await t.app.photos.files.put('full', 'notes.txt', Buffer.from('private'));
  fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'root: secret');
});
afterAll(async () => {
  await t.close();
});

describe('/uploads/photos', () => {
  it('serves a photo and its thumbnail with a year-long immutable cache and nosniff', async () => {
    const full = await t.app.inject({ method: 'GET', url: `/uploads/photos/${photo.filename}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(full.rawPayload).metadata()).format).toBe('jpeg');
    expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length);
    expect(full.headers.etag).toBe(`"${photo.filename}"`);

    const thumb = await t.app.inject({ method: 'GET', url: `/uploads/photos/thumbs/${photo.thumbnail}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    // The second answer comes from memory: the same bytes.
    const again = await t.app.inject({ method: 'GET', url: `/uploads/photos/thumbs/${photo.thumbnail}` });
    expect(again.rawPayload.equals(thumb.rawPayload)).toBe(true);
  });

  it('answers 304 without a body when the browser already holds the photo or the thumbnail', async () => {
    for (const url of [`/uploads/photos/${photo.filename}`, `/uploads/photos/thumbs/${photo.thumbnail}`]) {
      const first = await t.app.inject({ method: 'GET', url });
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers HEAD with the headers alone, and closes what it opened in the storage', async () => {
    const files = t.app.photos.files;
    const open = files.open.bind(files);
    const closed: boolean[] = [];
    files.open = async (kind, name) => {
      const file = await open(kind, name);
      if (file !== undefined) {
        const index = closed.push(false) - 1;
        file.stream.once('close', () => (closed[index] = true));
      }
      return file;
    };
    try {
      const res = await t.app.inject({ method: 'HEAD', url: `/uploads/photos/${photo.filename}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload).toHaveLength(0);
      await waitFor('the photo opened for HEAD to be closed', () => closed.length > 0 && closed.every(Boolean), 5_000);
    } finally {
      files.open = open;
    }
  });

  it('answers a plain 404 for an unknown thumbnail', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/uploads/photos/thumbs/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.webp`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers a plain 404 for an unknown photo', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/uploads/photos/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.jpg`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it.each([
    '/uploads/photos/',
    '/uploads/photos/thumbs/',
    '/uploads/photos/notes.txt',
    '/uploads/photos/.PHOTO.tmp',
    '/uploads/photos/../secret.txt',
    '/uploads/photos/%2e%2e/secret.txt',
    '/uploads/photos/%2e%2e%2fsecret.txt',
    '/uploads/photos/..%2f..%2f..%2fetc%2fpasswd',
    '/uploads/photos/thumbs/..%2f..%2fsecret.txt',
    '/uploads/photos/%2e%2e/congres.sqlite',
  ])('never lists the folder nor leaves it: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace('PHOTO', photo.filename) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/secret|private|half written|SQLite/);
  });
});
