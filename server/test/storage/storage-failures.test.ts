import type { UploadFailure, UploadResult } from '@congres/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoFiles } from '../../src/domain/photos/photo-files.js';
import { createPhotoStore } from '../../src/domain/photos/photo-store.js';
import { SAVE_FAILED } from '../../src/domain/photos/publish-uploads.js';
import { solidImage } from '../gallery/support/images.js';
import { uploadRequest } from '../gallery/support/multipart.js';
import { signIn } from '../gallery/support/sign-in.js';
import { storedFiles, storedPathsOf } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Uploads stay atomic whatever the storage does (the folder, or the bucket in a run with
// engines): a photo is listed only once all its files are stored, and a failure in between
// leaves nothing listed and nothing stored. The run's storage, made to fail on a chosen put.
let t: TestApp;
let token: string;
let real: PhotoFiles;
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.app);
  real = t.app.photos.files;
});
afterAll(async () => {
  t.app.photos.store = createPhotoStore(t.app.db, real);
  await t.close();
});
beforeEach(async () => {
  for (const { id } of await t.app.photos.store.listAll()) await t.app.photos.store.remove(id);
});

/**
 * The real storage, except that the put of each `failOn` file (its kind and its name's extension)
 * fails once `after` puts of such files went through.
 */
function failingStorage(failOn: { kind: 'full' | 'thumb'; extension: string }, after: number): PhotoFiles {
  let puts = 0;
  return {
    ...real,
    put: async (kind, name, data) => {
      if (kind === failOn.kind && name.endsWith(failOn.extension) && (puts += 1) > after)
        throw new Error('storage unreachable (test)');
      return real.put(kind, name, data);
    },
    remove: (kind, name) => real.remove(kind, name),
    open: (kind, name) => real.open(kind, name),
    list: (kind) => real.list(kind),
  };
}

const upload = async (count: number) =>
  t.app.inject(
    await uploadRequest(
      await Promise.all(
        Array.from({ length: count }, async (_v, i) => ({
          name: `p${i}.jpg`,
          data: await solidImage('jpeg', 180 + i, 120),
        })),
      ),
      token,
    ),
  );
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/photos' })).json<UploadResult['published']>();

describe('a storage failure while a photo is stored', () => {
  it.each([
    ['the image', { kind: 'full', extension: '.jpg' }],
    ['the lightbox copy, after the image was stored', { kind: 'full', extension: '.webp' }],
    ['the thumbnail, after the image was stored', { kind: 'thumb', extension: '.webp' }],
    ['the AVIF thumbnail, after every other file was stored', { kind: 'thumb', extension: '.avif' }],
  ] as const)('when %s cannot be stored: a 500, nothing listed, nothing left in the storage', async (_what, failOn) => {
    t.app.photos.store = createPhotoStore(t.app.db, failingStorage(failOn, 0));
    const res = await upload(1);
    expect(res.statusCode).toBe(500);
    expect(res.json<UploadFailure>().message).toBe('Erreur serveur. Veuillez réessayer plus tard.');
    expect(await listed()).toEqual([]);
    expect(await storedFiles(t.app)).toEqual([]);
  });

  it('publishes the photos stored before the failure and says which one failed', async () => {
    t.app.photos.store = createPhotoStore(t.app.db, failingStorage({ kind: 'thumb', extension: '.webp' }, 2));
    const res = await upload(3);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.published).toHaveLength(2);
    // Stored p2, p1, then p0 (last file first, decision 037): the third store fails.
    expect(body.refused).toEqual([{ name: 'p0.jpg', reason: SAVE_FAILED }]);
    const photos = await listed();
    // A batch is stored last file first (decision 037): newest first, the order sent.
    expect(photos.map((photo) => photo.id).reverse()).toEqual(body.published.map((photo) => photo.id));
    expect(await storedFiles(t.app)).toEqual(photos.flatMap(storedPathsOf).sort());
  });
});
