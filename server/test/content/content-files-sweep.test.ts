import type { ContentPicture, SlidesPdf } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FILES_GRACE_MS, sweepContentFiles } from '../../src/domain/content/sweep-content-files.js';
import { solidImage } from '../gallery/support/images.js';
import { minimalPdf } from '../support/pdf.js';
import { contentSite, copy, currentVersion, publishContent, putDraft, type ContentSite } from './support.js';
import { filePost } from './transfer-support.js';

// The sweep of the content's files (decision 106): a slides PDF or a content image that no stored
// version and not the draft names goes once it is a day old; on the run's storage (the folder, or
// the bucket on the engines).

let site: ContentSite;
beforeAll(async () => {
  site = await contentSite();
});
afterAll(async () => {
  await site.t.close();
});

const later = (ms: number) => new Date(Date.now() + ms);
const sweep = (olderThan: Date) => sweepContentFiles(site.t.app.db, site.t.app.photos.files, olderThan);
const stored = async () => [
  ...(await site.t.app.photos.files.list('slides')).map((file) => `slides/${file.name}`),
  ...(await site.t.app.photos.files.list('content')).map((file) => `content/${file.name}`),
];
const fileOf = (src: string) => src.slice(src.lastIndexOf('/') + 1);

async function uploadSlides(): Promise<SlidesPdf> {
  const res = await site.t.app.inject(
    await filePost('/api/content/slides', minimalPdf('Séance'), site.organiser.token, {
      name: 'seance.pdf',
      type: 'application/pdf',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SlidesPdf>();
}
async function uploadImage(): Promise<ContentPicture> {
  const res = await site.t.app.inject(
    await filePost('/api/content/images', await solidImage('png', 320, 200), site.organiser.token),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ContentPicture>();
}

describe('the sweep of slides and content images', () => {
  it('removes an old file nothing names, keeps those a version or the draft names, and a young one', async () => {
    const published = await uploadSlides();
    const content = copy(site.seed);
    content.programme[0]!.slides = { pdf: published };
    await publishContent(site.t, site.organiser.token, content);

    const drafted = await uploadImage();
    const draft = copy(content);
    draft.home.carousel.push({ ...drafted, alt: 'La salle' });
    const saved = await putDraft(site.t, site.organiser.token, await currentVersion(site.t), draft);
    expect(saved.statusCode, saved.body).toBe(200);

    const unnamedPdf = await uploadSlides();
    const unnamedImage = await uploadImage();
    await site.t.app.photos.files.put('content', '.reste.webp.tmp', Buffer.from('an interrupted write'));

    // Younger than the grace: an upload for a draft still being edited, kept.
    expect(await sweep(new Date(Date.now() - CONTENT_FILES_GRACE_MS))).toEqual([]);
    expect(await stored()).toContain(`slides/${fileOf(unnamedPdf.src)}`);

    // Once old enough (the clock a minute past their storing): only what nothing names goes.
    const removed = await sweep(later(60_000));
    expect(removed.sort()).toEqual(
      [`slides/${fileOf(unnamedPdf.src)}`, `content/${fileOf(unnamedImage.src)}`, 'content/.reste.webp.tmp'].sort(),
    );
    expect((await stored()).sort()).toEqual(
      [`slides/${fileOf(published.src)}`, `content/${fileOf(drafted.src)}`].sort(),
    );
    expect((await site.t.app.inject({ method: 'GET', url: published.src })).statusCode).toBe(200);
  });

  it('is safe when two instances sweep at once', async () => {
    const before = await stored();
    const unnamed = await uploadSlides();
    const [first, second] = await Promise.all([sweep(later(60_000)), sweep(later(60_000))]);
    // Each removes what it found unnamed (a file already gone is no error); the named ones stay.
    expect([...first, ...second]).toContain(`slides/${fileOf(unnamed.src)}`);
    expect([...first, ...second].every((file) => file === `slides/${fileOf(unnamed.src)}`)).toBe(true);
    expect((await stored()).sort()).toEqual(before.sort());
  });
});
