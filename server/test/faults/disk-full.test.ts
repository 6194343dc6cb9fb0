import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UploadFailure, UploadResult } from '@congres/contracts';
import { createLocalPhotoFiles, type WriteFile } from '../../src/domain/photos/photo-files.js';
import { createPhotoStore } from '../../src/domain/photos/photo-store.js';
import { NO_SPACE } from '../../src/domain/photos/publish-uploads.js';
import { solidImage } from '../gallery/support/images.js';
import { multipart } from '../gallery/support/multipart.js';
import { signIn } from '../gallery/support/sign-in.js';
import { ON_LOCAL_FOLDER } from '../support/engines.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { filesUnder } from '../support/files.js';
import { storedPathsOf } from '../support/stored-files.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  // A full disk is the local folder's failure (a bucket's: photo-store-atomicity.test.ts).
  t = await startTestApp(ON_LOCAL_FOLDER);
  token = await signIn(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A disk that fills up after `room` successful writes: the next write stops halfway with ENOSPC. */
function diskWithRoomFor(room: number): WriteFile {
  let writes = 0;
  return async (file, data, options) => {
    writes += 1;
    if (writes <= room) return fs.writeFile(file, data, options);
    await fs.writeFile(file, data.subarray(0, Math.floor(data.length / 2)), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), { code: 'ENOSPC' });
  };
}

/**
 * A disk that fills up as soon as one whole photo (image, lightbox copy, thumbnails) is written,
 * whatever the order: its AVIF thumbnail is its last file.
 */
function diskWithRoomForOnePhoto(): WriteFile {
  let full = false;
  return async (file, data, options) => {
    if (full) return diskWithRoomFor(0)(file, data, options);
    // Decided when the write starts.
    if (file.endsWith('.avif.tmp')) full = true;
    await fs.writeFile(file, data, options);
  };
}

async function upload(count: number) {
  const files = await Promise.all(
    Array.from({ length: count }, async (_v, i) => ({
      name: `photo-${i}.jpg`,
      data: await solidImage('jpeg', 200, 150),
    })),
  );
  const { payload, headers } = await multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

const photoRows = async () => (await t.app.db.selectFrom('photos').select('id').execute()).length;

describe('disk full while writing a photo', () => {
  beforeEach(async () => {
    await fs.rm(path.join(t.dataDir, 'photos'), { recursive: true, force: true });
    await fs.mkdir(path.join(t.dataDir, 'photos', 'thumbs'), { recursive: true });
    await t.app.db.deleteFrom('photos').execute();
  });

  it.each([
    ['the image itself', 0],
    ['its lightbox copy', 1],
    ['its thumbnail', 2],
    ['its AVIF thumbnail', 3],
  ])(
    'refuses the upload cleanly (413, no 5xx) when %s cannot be written, leaving nothing behind',
    async (_what, room) => {
      t.app.photos.store = createPhotoStore(t.app.db, createLocalPhotoFiles(t.dataDir, diskWithRoomFor(room)));
      const res = await upload(1);
      expect(res.statusCode).toBe(413);
      const body = res.json<UploadFailure>();
      expect(body.message).toBe('Aucune image n’a pu être publiée : voyez la raison de chaque fichier.');
      expect(body.refused).toEqual([{ name: 'photo-0.jpg', reason: NO_SPACE }]);
      expect(await photoRows()).toBe(0);
      expect(filesUnder(path.join(t.dataDir, 'photos'))).toEqual([]);
      expect(filesUnder(path.join(t.dataDir, 'incoming'))).toEqual([]);
    },
  );

  it('publishes what fitted and refuses the rest when the disk fills up mid-upload', async () => {
    t.app.photos.store = createPhotoStore(t.app.db, createLocalPhotoFiles(t.dataDir, diskWithRoomForOnePhoto()));
    const res = await upload(3);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.published).toHaveLength(1);
    expect(body.refused.map((file) => file.reason)).toEqual([NO_SPACE, NO_SPACE]);
    const [photo] = body.published;
    if (photo === undefined) throw new Error('nothing published');
    expect(storedPathsOf(photo)).toHaveLength(4);
    expect(filesUnder(path.join(t.dataDir, 'photos'))).toEqual(storedPathsOf(photo));
    expect(await photoRows()).toBe(1);
  });
});
