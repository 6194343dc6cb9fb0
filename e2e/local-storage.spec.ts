import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInPage, signUp } from './support/attendees';
import { openGallery } from './support/gallery';
import { heavyJpeg } from './support/images';
import { keptStars, star } from './support/stars';
import { withRoom } from './support/pace';

// Spec 3: "Client storage: one value under a key named token in the browser's local storage."
// The stars of Mon programme (decision 061) and the tus upload's address (decision 053) live in
// IndexedDB, so local storage holds the token, or nothing.

const localStorageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The tus addresses kept in the upload queue's records (IndexedDB). */
const queuedUploadUrls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('congres-upload-queue');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
        opening.onsuccess = () => {
          const db = opening.result;
          const all = db.transaction('photos').objectStore('photos').getAll();
          all.onsuccess = () => {
            db.close();
            const photos = all.result as { tusUpload?: { uploadUrl: string | null } }[];
            resolve(photos.flatMap((photo) => (photo.tusUpload?.uploadUrl ? [photo.tusUpload.uploadUrl] : [])));
          };
        };
      }),
  );

async function publishedBy(request: APIRequestContext, username: string): Promise<number> {
  const photos = (await (await request.get('/api/photos')).json()) as { username: string }[];
  return photos.filter((p) => p.username === username).length;
}

test('signed out, stars leave local storage empty; stars an earlier build left there move to IndexedDB', async ({
  page,
}) => {
  // An earlier build kept the stars in local storage under "mon-programme".
  await page.goto('/robots.txt');
  await page.evaluate(() =>
    localStorage.setItem(
      'mon-programme',
      JSON.stringify([{ slotId: '06', starred: true, updatedAt: '2025-05-20T10:00:00.000Z' }]),
    ),
  );
  await open(page, '/programme');
  await expect(star(page, '10h')).toHaveAttribute('aria-pressed', 'true');
  await star(page, '9h30').click();
  await expect(star(page, '9h30')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => keptStars(page)).toEqual(['05', '06']);
  expect(await localStorageKeys(page)).toEqual([]);

  await open(page, '/mon-programme');
  await expect(page.locator('.programme-card .programme-card__title')).toHaveText([
    'Intervention 2 : titre à venir',
    'Présentation du laboratoire',
  ]);
  expect(await localStorageKeys(page)).toEqual([]);
});

test('signed in, stars and a photo sent through tus, cut by a reload and resumed, leave only the token', async ({
  page,
  request,
}, testInfo) => {
  const { token, username } = await signUp(request, `seul-${testInfo.project.name}`);
  await signInPage(page, token);
  await open(page, '/programme');
  await star(page, '14h30').click();
  await expect.poll(() => keptStars(page)).toEqual(['15']);

  const offsets: number[] = [];
  let creations = 0;
  let reloaded = false;
  let midway: () => void = () => undefined;
  const atSecondChunk = new Promise<void>((resolve) => (midway = resolve));
  let reloadDone: () => void = () => undefined;
  const afterReload = new Promise<void>((resolve) => (reloadDone = resolve));
  let resumes = 0;
  await page.route('**/api/uploads', (route) => {
    if (route.request().method() === 'POST') creations += 1;
    return route.fallback();
  });
  await page.route('**/api/uploads/*', async (route) => {
    const req = route.request();
    if (req.method() === 'HEAD') resumes += 1;
    if (req.method() !== 'PATCH') return route.fallback();
    const offset = Number(req.headers()['upload-offset']);
    offsets.push(offset);
    // The second chunk hangs until the page has reloaded: this page's tus cannot retry it.
    if (offset > 0 && !reloaded) {
      reloaded = true;
      midway();
      await afterReload;
      return route.abort('connectionreset').catch(() => undefined);
    }
    return route.fallback();
  });

  await openGallery(page);
  await page
    .getByLabel(/Choisir des photos/)
    .setInputFiles([{ name: 'lourde.jpg', mimeType: 'image/jpeg', buffer: await heavyJpeg() }]);
  await page.getByRole('button', { name: 'Publier' }).click();
  await atSecondChunk;
  // Half way: the upload's address is in the photo's queue record, not in local storage.
  expect(await queuedUploadUrls(page)).toEqual([expect.stringMatching(/\/api\/uploads\/[\w-]+$/)]);
  expect(await localStorageKeys(page)).toEqual(['token']);

  await openGallery(page);
  reloadDone();
  await expect.poll(() => publishedBy(request, username), { timeout: withRoom(30_000) }).toBe(1);
  // Resumed from what the server had (asked with HEAD), on the same upload: the first chunk
  // was not sent again.
  expect(creations).toBe(1);
  expect(resumes).toBeGreaterThan(0);
  const cutAt = offsets[1] ?? 0;
  expect(cutAt).toBeGreaterThan(0);
  expect(offsets.slice(2).every((offset) => offset >= cutAt)).toBe(true);
  expect(await localStorageKeys(page)).toEqual(['token']);
  expect(await keptStars(page)).toEqual(['15']);
});
