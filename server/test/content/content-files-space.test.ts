import {
  CONTENT_EXPORT_PATH,
  CONTENT_FILES_FULL,
  CONTENT_IMAGES_PATH,
  CONTENT_IMPORT_PATH,
  SLIDES_PATH,
} from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFilesBytes } from '../../src/domain/content/content-files-space.js';
import { solidImage } from '../gallery/support/images.js';
import { bearer } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { minimalPdf } from '../support/pdf.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { contentSite, currentVersion, type ContentSite } from './support.js';
import { filePost, installSeedImages } from './transfer-support.js';

// CONTENT_FILES_MAX_MB (decision 106): what slides PDFs and content images hold in all, counted in
// the storage itself (the folder, or the bucket on the engines), so that a second instance of the
// same site counts the same files. Past it: the French 507, and nothing stored.

const KB = 1024;
const SETTINGS = { CONTENT_FILES_MAX_MB: '1', SLIDES_MAX_MB: '1' };
const FULL = errorBody(CONTENT_FILES_FULL(1));

let site: ContentSite;
let second: TestApp;
beforeAll(async () => {
  site = await contentSite(SETTINGS);
  installSeedImages(site.t);
  // Another instance of the same site: the same DATA_DIR, so the same database and storage.
  second = await startTestApp({ ...SETTINGS, DATA_DIR: site.t.dataDir }, { contentSeed: site.seed });
});
afterAll(async () => {
  await second.close();
  await site.t.close();
});

/** Every slides PDF and content image the storage holds. */
const stored = async () => ({
  slides: (await site.t.app.photos.files.list('slides')).map((file) => file.name).sort(),
  content: (await site.t.app.photos.files.list('content')).map((file) => file.name).sort(),
});
const slides = async (t: TestApp, bytes: number) =>
  t.app.inject(
    await filePost(SLIDES_PATH, minimalPdf('Diapositives', bytes), site.organiser.token, {
      name: 'diapos.pdf',
      type: 'application/pdf',
    }),
  );

describe('the space of the content’s files', () => {
  it('refuses a slides PDF that would pass the cap with the French 507, storing nothing', async () => {
    expect((await slides(site.t, 600 * KB)).statusCode).toBe(201);
    const before = await stored();
    const refused = await slides(site.t, 600 * KB);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual(FULL);
    expect(await stored()).toEqual(before);
  });

  it('is counted the same by a second instance of the site', async () => {
    const before = await stored();
    const refused = await slides(second, 600 * KB);
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual(FULL);
    expect(await stored()).toEqual(before);
    // Not every file: one that fits beside the first instance's is kept.
    expect((await slides(second, 300 * KB)).statusCode).toBe(201);
    expect(await contentFilesBytes(second.app.photos.files)).toBe(await contentFilesBytes(site.t.app.photos.files));
  });

  it('refuses a content image past the cap, and any slides PDF once full, storing nothing', async () => {
    // The storage filled to the byte, as other uploads could have filled it.
    const room = 1024 * KB - (await contentFilesBytes(site.t.app.photos.files));
    await site.t.app.photos.files.put('content', 'remplissage.webp', Buffer.alloc(room - 10));
    const before = await stored();
    const image = await site.t.app.inject(
      await filePost(CONTENT_IMAGES_PATH, await solidImage('png', 300, 200), site.organiser.token),
    );
    expect(image.statusCode).toBe(507);
    expect(image.json()).toEqual(FULL);
    const pdf = await slides(site.t, 1);
    expect(pdf.statusCode).toBe(507);
    expect(pdf.json()).toEqual(FULL);
    expect(await stored()).toEqual(before);
  });

  it('refuses an import whose images would pass the cap, storing and publishing nothing', async () => {
    const exported = await site.t.app.inject({
      method: 'GET',
      url: CONTENT_EXPORT_PATH,
      headers: bearer(site.organiser.token),
    });
    expect(exported.statusCode).toBe(200);
    const before = await stored();
    const version = await currentVersion(site.t);
    const res = await site.t.app.inject(
      await filePost(CONTENT_IMPORT_PATH, exported.rawPayload, site.organiser.token, {
        name: 'contenu.zip',
        type: 'application/zip',
      }),
    );
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json()).toEqual(FULL);
    expect(await stored()).toEqual(before);
    expect(await currentVersion(site.t)).toBe(version);

    // With room again (the filler and the unnamed PDFs gone), the same archive is imported.
    await site.t.app.photos.files.remove('content', 'remplissage.webp');
    for (const name of before.slides) await site.t.app.photos.files.remove('slides', name);
    const imported = await site.t.app.inject(
      await filePost(CONTENT_IMPORT_PATH, exported.rawPayload, site.organiser.token, {
        name: 'contenu.zip',
        type: 'application/zip',
      }),
    );
    expect(imported.statusCode, imported.body).toBe(201);
  });
});
