import type { Photo } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_GRACE_MS } from '../../src/domain/photos/photos-plugin.js';
import { sweepOrphans } from '../../src/domain/photos/sweep-orphans.js';
import { insertUser, seedPhotos } from '../gallery/support/seed.js';
import { storedFiles, storedPathsOf } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// On the run's storage: the folder by default, the bucket in a run with engines.
let t: TestApp;
let photo: Photo;
beforeAll(async () => {
  t = await startTestApp();
  [photo] = (await seedPhotos(t.app, t.dataDir, await insertUser(t.app), 1)) as [Photo];
});
afterAll(async () => {
  await t.close();
});

const ORPHAN = '11111111-1111-4111-8111-111111111111';
const later = (ms: number) => new Date(Date.now() + ms);

describe('the sweep of orphan photo files', () => {
  it('spares a file younger than the grace (an upload in flight), then removes it, never a listed photo', async () => {
    const files = t.app.photos.files;
    await files.put('full', `${ORPHAN}.jpg`, Buffer.from('a crash left me'));
    await files.put('thumb', `${ORPHAN}.webp`, Buffer.from('and me'));
    await files.put('thumb', `${ORPHAN}.avif`, Buffer.from('and my AVIF'));
    await files.put('full', `${ORPHAN}.webp`, Buffer.from('and my lightbox copy'));
    await files.put('full', `.${ORPHAN}.jpg.tmp`, Buffer.from('half'));

    // As a running server sweeps: only what was stored more than SWEEP_GRACE_MS ago goes.
    expect(await sweepOrphans(t.app.db, files, new Date(Date.now() - SWEEP_GRACE_MS))).toEqual([]);
    expect(await storedFiles(t.app)).toContain(`${ORPHAN}.jpg`);

    // The same files, once old enough (the clock moved on by a minute past their storing).
    const removed = await sweepOrphans(t.app.db, files, later(60_000));
    expect(removed.sort()).toEqual(
      [
        `.${ORPHAN}.jpg.tmp`,
        `${ORPHAN}.jpg`,
        `${ORPHAN}.webp`,
        `thumbs/${ORPHAN}.webp`,
        `thumbs/${ORPHAN}.avif`,
      ].sort(),
    );
    expect(await storedFiles(t.app)).toEqual(storedPathsOf(photo));
    const served = await t.app.inject({ method: 'GET', url: `/uploads/photos/${photo.filename}` });
    expect(served.statusCode).toBe(200);
  });

  it('keeps the files of a row committed while it runs', async () => {
    const files = t.app.photos.files;
    const list = files.list.bind(files);
    let committed: Photo | undefined;
    // The listing of files happens, then a photo is published, then the rows are read.
    files.list = async (kind) => {
      const listed = await list(kind);
      if (kind === 'thumb' && committed === undefined) {
        [committed] = await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Pendant'), 1);
      }
      return listed;
    };
    try {
      await sweepOrphans(t.app.db, files, later(60_000));
    } finally {
      files.list = list;
    }
    if (committed === undefined) throw new Error('nothing published during the sweep');
    expect(await storedFiles(t.app)).toEqual([...storedPathsOf(photo), ...storedPathsOf(committed)].sort());
  });
});
