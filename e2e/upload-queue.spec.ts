import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInPage, signUp } from './support/attendees';
import { openGallery } from './support/gallery';
import { heavyJpeg, meanColour, photo, sameColour, solidJpeg } from './support/images';
import { colourOf, coloursOf, photoFile, publishedBy, queueOf } from './support/queue';
import { serviceWorkerInControl } from './support/service-worker';
import { withRoom } from './support/pace';

// Decisions 053 and 054: the queue on the phone. Offline and the share target need the service worker,
// which the other tests block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE = /^Vous êtes hors connexion : les photos en attente sont gardées sur cet appareil/;

/** Signed in, on the gallery, the service worker in control (what works offline). */
async function onGalleryWithWorker(page: Page, token: string): Promise<void> {
  await signInPage(page, token);
  await openGallery(page);
  await serviceWorkerInControl(page);
}

/** Back online. Some Chromiums fire no `online` event: the queue's own next attempt then sends. */
async function backOnline(page: Page, context: { setOffline(offline: boolean): Promise<void> }): Promise<void> {
  await context.setOffline(false);
  await page.clock.fastForward(60_000);
}

/**
 * Waits until the queue says `count` photos were published. A send that met a busy server or a
 * network not quite back waits for its backoff (2 to 30 s, decision 036) on the page's clock:
 * the clock is moved on meanwhile, as the minutes would pass on a phone, so that a slower host's
 * retry comes within the wait rather than after it.
 */
async function untilPublished(page: Page, count: number): Promise<void> {
  const done = queueOf(page).getByText('publiée', { exact: true });
  await expect(async () => {
    await page.clock.fastForward(30_000);
    await expect(done).toHaveCount(count, { timeout: withRoom(2_500) });
  }).toPass({ timeout: withRoom(40_000) });
}

test(
  'three photos chosen offline wait on the phone through a reload, then are published once each, in the order chosen',
  { tag: '@phone' },
  async ({ page, context, request, expectNoAxeViolations }, testInfo) => {
    const { token, username } = await signUp(request, testInfo.project.name);
    await page.clock.install();
    await onGalleryWithWorker(page, token);

    await context.setOffline(true);
    await page.getByLabel(/Choisir des photos/).setInputFiles(await Promise.all([1, 2, 3].map(photoFile)));
    await page.getByRole('button', { name: 'Publier' }).click();
    // The spec's failure message, and what becomes of the photos.
    await expect(page.getByText('Erreur durant l’upload.')).toBeVisible();
    const queue = queueOf(page);
    await expect(queue.getByRole('listitem')).toHaveCount(3);
    await expect(queue.getByText('en attente', { exact: true })).toHaveCount(3);
    await expect(queue.getByText(OFFLINE)).toBeVisible();
    await expect(queue.getByRole('img', { name: 'Aperçu de congres-1.jpg' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Kept on the phone: a reload (offline, from the service worker) lists them, in the order chosen.
    await page.reload();
    await expect(queue.getByRole('listitem')).toHaveCount(3);
    await expect(queue.locator('.upload-queue__name')).toHaveText(['congres-1.jpg', 'congres-2.jpg', 'congres-3.jpg']);
    await expect(queue.getByText(OFFLINE)).toBeVisible();
    expect(await publishedBy(request, username)).toHaveLength(0);

    await backOnline(page, context);
    await untilPublished(page, 3);
    // Each once, and newest first the gallery reads them in the order chosen (decision 037).
    const published = await publishedBy(request, username);
    expect(published).toHaveLength(3);
    const colours = await coloursOf(request, published);
    expect(
      colours.map((colour) => [1, 2, 3].find((i) => sameColour(colour, colourOf(i)))),
      JSON.stringify(colours),
    ).toEqual([1, 2, 3]);
    await expect(page.locator('.gallery__caption').first()).toHaveText(`Publié par ${username}`);
    await expectNoAxeViolations(page);

    // The next visit starts clean: published photos have left the queue.
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(queue).toHaveCount(0);
    expect(await publishedBy(request, username)).toHaveLength(3);
  },
);

test('a queued photo can be removed with the keyboard, and a refused one says why', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const { token, username } = await signUp(request, testInfo.project.name);
  await page.clock.install();
  await onGalleryWithWorker(page, token);

  await context.setOffline(true);
  await page.getByLabel(/Choisir des photos/).setInputFiles([
    await photoFile(1),
    await photoFile(2),
    // Not an image at all: the browser cannot compress it, the server refuses it by its content.
    { name: 'pas-une-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ceci est un texte, pas une photo') },
  ]);
  await page.getByRole('button', { name: 'Publier' }).click();
  const queue = queueOf(page);
  await expect(queue.getByRole('listitem')).toHaveCount(3);

  const remove = queue.getByRole('button', { name: 'Retirer congres-1.jpg de la file d’envoi' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(queue.locator('.upload-queue__name')).toHaveText(['congres-2.jpg', 'pas-une-photo.jpg']);

  await backOnline(page, context);
  await untilPublished(page, 1);
  await expect(queue.getByText(/^refusée : .+/)).toBeVisible();
  await expectNoAxeViolations(page);
  const published = await publishedBy(request, username);
  expect(published).toHaveLength(1);
  expect(sameColour((await coloursOf(request, published))[0]!, colourOf(2))).toBe(true);
});

test('a HEIC photo is turned into a JPEG in the browser and published', async ({ page, request }, testInfo) => {
  const { token, username } = await signUp(request, testInfo.project.name);
  const heic = await heifEnc(await solidJpeg({ r: 200, g: 60, b: 40 }));
  const fetched: string[] = [];
  page.on('requestfinished', (req) => fetched.push(req.url()));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // What the browser said it sends: the tus upload's metadata (decision 050).
  const sentTypes: string[] = [];
  page.on('request', (req) => {
    const metadata = req.method() === 'POST' ? req.headers()['upload-metadata'] : undefined;
    const filetype = metadata?.split(',').find((pair) => pair.startsWith('filetype '));
    if (filetype) sentTypes.push(Buffer.from(filetype.split(' ')[1] ?? '', 'base64').toString());
  });
  await signInPage(page, token);
  await openGallery(page);
  // The decoder is loaded only now, for this photo.
  expect(fetched.some((url) => /\/assets\/heic-to-/.test(url))).toBe(false);

  await page
    .getByLabel(/Choisir des photos/)
    .setInputFiles([{ name: 'iphone.heic', mimeType: 'image/heic', buffer: heic }]);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Images publiées avec succès !')).toBeVisible({ timeout: withRoom(30_000) });
  expect(fetched.some((url) => /\/assets\/heic-to-[\w-]+\.js$/.test(url))).toBe(true);
  expect(sentTypes).toEqual(['image/jpeg']);
  // The decoder (Emscripten, in a blob: worker) first tries to fetch its own blob: address, which
  // connect-src 'self' refuses; it then decodes from the code it carries. Nothing else may be
  // refused: no 'wasm-unsafe-eval' is needed, the CSP is unchanged (decision 054).
  expect(violations.filter((text) => !/blob:http/.test(text))).toEqual([]);

  const published = await publishedBy(request, username);
  expect(published).toHaveLength(1);
  const stored = Buffer.from(await (await request.get(`/uploads/photos/${published[0]!.filename}`)).body());
  expect([...stored.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(sameColour(await meanColour(stored), { r: 200, g: 60, b: 40 })).toBe(true);
});

test(
  'photos shared to the installed app are queued on the phone, and leave when the network returns',
  { tag: '@phone' },
  async ({ page, context, request }, testInfo) => {
    const { token, username } = await signUp(request, testInfo.project.name);
    await page.clock.install();
    await onGalleryWithWorker(page, token);
    const files = await Promise.all([4, 5].map(async (i) => [...(await photo(i))]));

    // What Android does when a photo is shared to the app: a multipart POST to the manifest's
    // action, which the service worker answers (offline too) with a redirect to the gallery.
    await context.setOffline(true);
    const landed = await page.evaluate(async (images) => {
      const form = new FormData();
      images.forEach((bytes, i) =>
        form.append('photos', new File([new Uint8Array(bytes)], `partagee-${i + 1}.jpg`, { type: 'image/jpeg' })),
      );
      const response = await fetch('/vos-photos/partage', { method: 'POST', body: form });
      return { url: response.url, status: response.status };
    }, files);
    // Followed to the gallery (the server itself has no such route: it would answer 404 there):
    // offline, the worker answers it with the copy of the visit above, or, when that copy is not
    // stored yet (a busy machine), with the gallery's precached document, vos-photos.html.
    expect(new URL(landed.url).pathname).toMatch(/^\/vos-photos(\.html)?$/);
    expect(landed.status).toBe(200);
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      share_target: { action: string };
    };
    expect(manifest.share_target.action).toBe('/vos-photos/partage');

    await page.reload();
    const queue = queueOf(page);
    await expect(queue.locator('.upload-queue__name')).toHaveText(['partagee-1.jpg', 'partagee-2.jpg']);
    await expect(queue.getByText(OFFLINE)).toBeVisible();

    await backOnline(page, context);
    await untilPublished(page, 2);
    const published = await publishedBy(request, username);
    expect(published).toHaveLength(2);
    const colours = await coloursOf(request, published);
    expect(sameColour(colours[0]!, colourOf(4)) && sameColour(colours[1]!, colourOf(5))).toBe(true);
  },
);

test('a transfer cut half way resumes from what the server has: those bytes are not sent again', async ({
  page,
  request,
}, testInfo) => {
  const { token, username } = await signUp(request, testInfo.project.name);
  const heavy = await heavyJpeg();
  const offsets: number[] = [];
  let cut = false;
  await page.route('**/api/uploads/*', async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.fallback();
    const offset = Number(req.headers()['upload-offset']);
    offsets.push(offset);
    // The second chunk's connection drops: the server got the first chunk only.
    if (offset > 0 && !cut) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  await signInPage(page, token);
  await openGallery(page);
  await page
    .getByLabel(/Choisir des photos/)
    .setInputFiles([{ name: 'lourde.jpg', mimeType: 'image/jpeg', buffer: heavy }]);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Images publiées avec succès !')).toBeVisible({ timeout: withRoom(30_000) });

  expect(cut).toBe(true);
  // 0, then the cut chunk, then again from the same offset (asked of the server with HEAD), on.
  expect(offsets[0]).toBe(0);
  const cutAt = offsets[1];
  expect(cutAt).toBeGreaterThan(0);
  expect(offsets[2]).toBe(cutAt);
  expect(offsets.slice(2).every((offset) => offset >= (cutAt ?? 0))).toBe(true);
  expect(await publishedBy(request, username)).toHaveLength(1);
});

/** A JPEG as a HEIC (HEVC in HEIF), made by Debian's `heif-enc` (package libheif-examples). */
async function heifEnc(jpeg: Buffer): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'congres-heic-'));
  try {
    await fs.writeFile(path.join(dir, 'in.jpg'), jpeg);
    await promisify(execFile)('heif-enc', ['-q', '60', '-o', path.join(dir, 'out.heic'), path.join(dir, 'in.jpg')]);
    return await fs.readFile(path.join(dir, 'out.heic'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
