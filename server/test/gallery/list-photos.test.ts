import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@congres/contracts';
import { pickEncoding } from '../../src/http/encoded-body.js';
import { outsideConnection } from '../support/outside-connection.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { insertUser, seedPhotos } from './support/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/photos', () => {
  it('answers an empty list before any upload', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists photos oldest first with their uploader, files and sizes', async () => {
    const alice = await insertUser(t.app, 'Alice <b>Durand</b>');
    const bob = await insertUser(t.app, 'Bob Leroy');
    await seedPhotos(t.app, t.dataDir, alice, 2);
    await seedPhotos(t.app, t.dataDir, bob, 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/photos' });
    expect(res.statusCode).toBe(200);
    const photos = res.json<Photo[]>();
    expect(photos.map((p) => p.username)).toEqual(['Alice <b>Durand</b>', 'Alice <b>Durand</b>', 'Bob Leroy']);
    expect(photos.map((p) => p.userId)).toEqual([alice, alice, bob]);
    expect(photos.map((p) => p.id)).toEqual([...photos.map((p) => p.id)].sort((a, b) => a - b));
    expect(Object.keys(photos[0] ?? {}).sort()).toEqual(
      [
        'createdAt',
        'display',
        'filename',
        'height',
        'id',
        'thumbHeight',
        'thumbWidth',
        'thumbnail',
        'thumbnailAvif',
        'userId',
        'username',
        'width',
      ].sort(),
    );
    expect(photos[0]).toMatchObject({ width: 300, height: 200, thumbWidth: 300, thumbHeight: 200 });
    expect(photos[0]?.filename).toMatch(/^[a-f0-9-]{36}\.jpg$/);
    expect(photos[0]?.thumbnail).toMatch(/^[a-f0-9-]{36}\.webp$/);
    expect(photos[0]?.thumbnailAvif).toBe(photos[0]?.thumbnail.replace('.webp', '.avif'));
    expect(photos[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('sends an ETag, answers 304 when it still matches and a new list once a photo is added', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/photos' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"photos-\d+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({ method: 'GET', url: '/api/photos', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Chloé'), 1);
    const changed = await t.app.inject({ method: 'GET', url: '/api/photos', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('sees a change made outside the server, by another connection to the database', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Émile'), 3);
    const before = await t.app.inject({ method: 'GET', url: '/api/photos' });
    const photos = before.json<Photo[]>();
    // An organiser removes a photo with the sqlite3 shell or psql: not the newest, so the highest id stays.
    const removed = photos[photos.length - 2];
    const shell = outsideConnection(t.config);
    try {
      const result = await shell
        .deleteFrom('photos')
        .where('id', '=', removed?.id ?? 0)
        .executeTakeFirst();
      expect(result.numDeletedRows).toBe(1n);
    } finally {
      await shell.destroy();
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<Photo[]>().map((p) => p.id)).toEqual(photos.filter((p) => p !== removed).map((p) => p.id));
  });

  it('compresses the list when the browser accepts it', async () => {
    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Dora'), 10);
    const res = await t.app.inject({ method: 'GET', url: '/api/photos', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
  });

  it('sends the same list in brotli, gzip and plain, kept per version and renewed after an upload', async () => {
    const get = (encoding: string) =>
      t.app.inject({ method: 'GET', url: '/api/photos', headers: { 'accept-encoding': encoding } });
    const [br, gz, plain] = await Promise.all([get('gzip, deflate, br'), get('gzip'), get('identity')]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const list = plain.json<Photo[]>();
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(list);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(list);

    await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Émile'), 1);
    const after = await get('br');
    const longer = JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()) as Photo[];
    expect(longer).toHaveLength(list.length + 1);
    expect(longer.at(-1)?.username).toBe('Émile');
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s gives %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
