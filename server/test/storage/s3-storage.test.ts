import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type RunningS3 } from '../../../scripts/lib/engines.mjs';
import { bearer, makeOrganiser, publish } from '../moderation/support.js';
import { newMember } from '../gallery/support/sign-in.js';
import { storedFiles, storedPathsOf } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { unzip } from '../support/zip.js';

// The site with STORAGE=s3 on a real S3-protocol server (s3rver, started here), in every run:
// by default the rest of the suite uses the folder; in a run with engines, all of it uses a bucket.
let s3: RunningS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  await s3.createBucket('site-photos');
  t = await startTestApp(s3.env('site-photos'));
}, 30_000);
afterAll(async () => {
  await t.close();
  await s3.stop();
});

describe('STORAGE=s3', () => {
  it('stores every file of a photo in the bucket, serves them at the same URLs with the same headers', async () => {
    const owner = await newMember(t.app, 'Dans le Nuage');
    const [photo] = (await publish(t.app, owner.token)) as [Photo];
    // Nothing on disk: the objects are in the bucket, under photos/ and thumbs/.
    const objects = await (await fetch(`${s3.endpoint}/site-photos`)).text();
    expect(objects).toContain(`<Key>photos/${photo.filename}</Key>`);
    expect(objects).toContain(`<Key>thumbs/${photo.thumbnail}</Key>`);
    expect(objects).toContain(`<Key>thumbs/${photo.thumbnailAvif}</Key>`);
    expect(objects).toContain(`<Key>photos/${photo.display}</Key>`);
    expect(await storedFiles(t.app)).toEqual(storedPathsOf(photo));

    for (const [url, type] of [
      [`/uploads/photos/${photo.filename}`, 'image/jpeg'],
      [`/uploads/photos/${photo.display}`, 'image/webp'],
      [`/uploads/photos/thumbs/${photo.thumbnail}`, 'image/webp'],
      [`/uploads/photos/thumbs/${photo.thumbnailAvif}`, 'image/avif'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
      const direct = Buffer.from(
        await (
          await fetch(
            `${s3.endpoint}/site-photos/${url.includes('thumbs') ? 'thumbs' : 'photos'}/${url.split('/').pop()}`,
          )
        ).arrayBuffer(),
      );
      expect(res.rawPayload.equals(direct)).toBe(true);
    }
  });

  it('puts the bucket’s photos in the organisers’ archive and deletes every object with the photo', async () => {
    const organiser = await newMember(t.app, 'Organisatrice');
    await makeOrganiser(t.app, organiser.id);
    const [photo] = (await publish(t.app, organiser.token)) as [Photo];
    const archive = await t.app.inject({ method: 'GET', url: '/api/photos/archive', headers: bearer(organiser.token) });
    expect(archive.statusCode).toBe(200);
    const files = await unzip(archive.rawPayload);
    expect([...files.keys()].some((name) => name.endsWith(`_${photo.id}.jpg`))).toBe(true);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bearer(organiser.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(storedPathsOf(photo)).toHaveLength(4);
    for (const name of storedPathsOf(photo)) expect(await storedFiles(t.app)).not.toContain(name);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/photos/${photo.filename}` })).statusCode).toBe(404);
  });

  it('refuses to start on a bucket that does not exist, saying what to do', async () => {
    await expect(startTestApp(s3.env('jamais-creee'))).rejects.toThrow(
      /S3 bucket "jamais-creee" at http:\/\/127\.0\.0\.1:\d+: no such bucket: create it first/,
    );
  });
});
