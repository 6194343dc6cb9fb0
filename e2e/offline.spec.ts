import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { precompress } from '../client/build/precompress.mjs';
import { freePort, repoRoot, startProductionServer } from '../scripts/lib/production-server.mjs';
import { expect, test } from './fixtures';
import { INFO_PAGES } from './support/info-pages';
import { signUp } from './support/attendees';
import { publishThroughApi } from './support/images';
import { serviceWorkerInControl } from './support/service-worker';
import { withRoom } from './support/pace';

// Offline use needs the service worker, which the other tests block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const RETRYING = /^La galerie réessaie toute seule dans quelques secondes\./;
const NOTICE = /^Connexion perdue : la galerie montre les dernières photos reçues sur cet appareil\. La publication/;

test('after one visit, every information page reloads whole offline, and moving between them works', async ({
  page,
  context,
  expectNoAxeViolations,
}) => {
  // Every information page, loaded and checked by axe offline: more work than most tests.
  test.slow();
  await page.goto('/');
  await serviceWorkerInControl(page);
  await context.setOffline(true);

  for (const info of INFO_PAGES) {
    const response = await page.goto(info.path);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
    await info.shows(page);
    await expect(page.getByAltText('Logo partenaire 6')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // The page shown last, reloaded by the browser itself.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: INFO_PAGES.at(-1)?.heading })).toBeVisible();

  // From page to page through the header, with the pages' code from the worker's cache.
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  for (const [label, heading] of [
    ['Repas', 'Repas'],
    ['Quizz', 'Quizz'],
  ] as const) {
    if (await toggle.isVisible()) await toggle.click();
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // The API is never answered by the worker: offline, a call fails rather than get an old answer.
  const calls = await page.evaluate(async () => {
    const attempt = (input: string, init?: RequestInit) =>
      fetch(input, init).then(
        (res) => `answered ${res.status}`,
        () => 'failed',
      );
    return [
      await attempt('/api/photos'),
      await attempt('/api/login_check', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    ];
  });
  expect(calls).toEqual(['failed', 'failed']);
});

test('the gallery offline shows the last list and thumbnails it saw, and says the connection is lost', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}) => {
  const { token, username } = await signUp(request, 'offline');
  await publishThroughApi(request, token, 3);
  const thumbnails = page.getByRole('img', { name: `Photo publiée par ${username}` });
  const allLoaded = () =>
    thumbnails.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.naturalWidth > 0));

  // The page's clock is ours, to bring its next attempt forward (time still flows meanwhile).
  await page.clock.install();
  // One visit, the first: the thumbnails arrive before the worker controls the page.
  await page.goto('/vos-photos');
  await expect(thumbnails).toHaveCount(3);
  // On a desktop the thumbnails fill their columns (they were about 147 px wide).
  expect((await thumbnails.first().boundingBox())!.width).toBeGreaterThanOrEqual(220);
  await serviceWorkerInControl(page);
  await expect.poll(allLoaded).toBe(true);
  // The page hands them to the worker's cache once it is ready.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('congres-thumbnails')).keys()).length))
    .toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(thumbnails).toHaveCount(3);
  await expect.poll(allLoaded).toBe(true);
  await expect(page.locator('.gallery__caption').first()).toHaveText(`Publié par ${username}`);
  await expect(page.getByText('Erreur lors du chargement des photos.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The lightbox hides the page behind it entirely.
  await page.locator('.gallery__open').first().click();
  const backdrop = await page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).backgroundColor);
  expect(backdrop).toMatch(/^rgb\(/);
  await page.keyboard.press('Escape');

  // It says it tries again by itself, and offers to try now.
  await expect(page.getByText(RETRYING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();

  // Back online. Some Chromiums fire no `online` event here (and keep navigator.onLine true
  // throughout): the gallery's own next attempt, whenever it falls, brings the list back.
  await context.setOffline(false);
  await page.clock.fastForward(60_000);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByText(RETRYING)).toHaveCount(0);
  await expect(thumbnails).toHaveCount(3);
});

test('offline after one visit, the gallery reloads as the server last rendered it, its first page in the HTML', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}) => {
  const { token, username } = await signUp(request, 'offline-rendered');
  await publishThroughApi(request, token, 2);
  const thumbnails = page.getByRole('img', { name: `Photo publiée par ${username}` });
  await page.goto('/vos-photos');
  await expect(thumbnails).toHaveCount(2);
  await serviceWorkerInControl(page);
  // The first visit's document, asked again through the worker once it controls the page, is kept.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('congres-gallery-page')).keys()).length))
    .toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('congres-thumbnails')).keys()).length))
    .toBeGreaterThanOrEqual(2);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  // The document itself holds the photos: the rendered one, not the prerendered loading state.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('id="gallery-first-page"');
  expect(html).toContain(`Publié par <span class="gallery__author">${username}</span>`);
  await expect(thumbnails).toHaveCount(2);
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.naturalWidth > 0)),
    )
    .toBe(true);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expectNoAxeViolations(page);

  // Another page of the gallery offline: the prerendered document, and the list kept on the device.
  const later = await page.goto('/vos-photos?page=2');
  expect(later?.fromServiceWorker()).toBe(true);
  expect(await later?.text()).not.toContain('id="gallery-first-page"');
  await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  // Page 2 as the first visit fetched it ahead, or page 1 when the gallery has one page only
  // (whose photos are whose depends on the other tests of the run).
  await expect(page.locator('.gallery__thumb').first()).toBeVisible();
  await expect(page.getByText('Erreur lors du chargement des photos.')).toHaveCount(0);
});

test.describe('without the service worker', () => {
  // Only the API fails here: the page and thumbnails come from the network as usual.
  test.use({ serviceWorkers: 'block' });

  test('the gallery recovers by itself from a network that fails without the browser noticing', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const { token, username } = await signUp(request, 'silent-wifi');
    await publishThroughApi(request, token, 2);
    const thumbnails = page.getByRole('img', { name: `Photo publiée par ${username}` });
    await page.clock.install();
    await page.goto('/vos-photos');
    await expect(thumbnails).toHaveCount(2);

    // Every request for the list is cut, and the browser is never told it is offline: no
    // `offline` or `online` event, navigator.onLine true.
    const photoList = (url: URL) => url.pathname === '/api/photos';
    await page.route(photoList, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByText(RETRYING)).toBeVisible();
    await expect(thumbnails).toHaveCount(2);
    await expectNoAxeViolations(page);

    // "Réessayer" by keyboard while it still fails: one more attempt, and the notice stays.
    const attempts: string[] = [];
    page.on('requestfailed', (failed) => {
      if (new URL(failed.url()).pathname === '/api/photos') attempts.push(failed.url());
    });
    await page.getByRole('button', { name: 'Réessayer' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => attempts.length).toBeGreaterThanOrEqual(1);
    await expect(page.getByText(NOTICE)).toBeVisible();

    // Meanwhile someone else publishes. The network comes back, still with no event: the next
    // attempt on its own (the clock is moved past the longest backoff) brings the fresh list.
    const other = await signUp(request, 'silent-wifi-other');
    await publishThroughApi(request, other.token, 1);
    await page.unroute(photoList);
    await page.clock.fastForward(60_000);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await expect(page.getByText(RETRYING)).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Photo publiée par ${other.username}` })).toHaveCount(1);
    await expect(thumbnails).toHaveCount(2);
  });
});

test('the web app manifest makes the site installable', async ({ page, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Congrès des professions de santé · Bordeaux 2025',
    short_name: 'Congrès APSB',
    lang: 'fr',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5d6b',
  });
  const icons = await Promise.all(
    manifest.icons.map(async (icon) => {
      const { width, height } = await sharp(await (await request.get(icon.src)).body()).metadata();
      return `${icon.sizes} ${icon.purpose} ${width}x${height}`;
    }),
  );
  expect(icons).toEqual(['192x192 any 192x192', '512x512 any 512x512', '512x512 maskable 512x512']);

  await page.goto('/');
  await serviceWorkerInControl(page);
  // Chromium's own verdict. (Test contexts are incognito windows, which it names as the only obstacle.)
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

/**
 * A next deployment as a build writes it, done by hand on a copy of the build: a restyled
 * page title in a new stylesheet (a new hashed name, the old file gone from the server), every
 * page pointing to it, and the worker's list naming the new file and new page revisions.
 */
async function deployRestyledTitles(clientDir: string): Promise<void> {
  const assets = path.join(clientDir, 'assets');
  const old = fs.readdirSync(assets).find((name) => /^style-.+\.css$/.test(name));
  if (!old) throw new Error('no stylesheet in the build');
  const next = 'style-next0001.css';
  fs.writeFileSync(
    path.join(assets, next),
    `${fs.readFileSync(path.join(assets, old), 'utf8')}\n.page-title{color:${NEXT_TITLE_COLOUR}}\n`,
  );
  for (const file of [old, `${old}.br`, `${old}.gz`]) fs.rmSync(path.join(assets, file), { force: true });
  for (const name of fs.readdirSync(clientDir).filter((file) => file.endsWith('.html'))) {
    const file = path.join(clientDir, name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(old, next));
  }
  const worker = path.join(clientDir, 'sw.js');
  const sw = fs.readFileSync(worker, 'utf8');
  const revised = sw.replaceAll(`assets/${old}`, `assets/${next}`).replace(/revision:"([^"]+)"/g, 'revision:"$1-2"');
  if (revised === sw) throw new Error('the worker lists nothing to change');
  fs.writeFileSync(worker, revised);
  // Its part that knows the build's files, to tell this deployment's pages (decision 087).
  const later = path.join(clientDir, 'sw-later.js');
  const laterSource = fs.readFileSync(later, 'utf8');
  if (!laterSource.includes(`/assets/${old}`)) throw new Error('sw-later.js lists no stylesheet');
  fs.writeFileSync(later, laterSource.replaceAll(`/assets/${old}`, `/assets/${next}`));
  // The build's last step: the compressed copies of what changed.
  await precompress(clientDir);
}

const NEXT_TITLE_COLOUR = 'rgb(170, 20, 90)';

test('a new deployment is offered with "Nouvelle version disponible", then served whole', async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Two server starts and two installs of the whole site: more than most tests.
  test.setTimeout(withRoom(90_000));
  // A deployment of its own, on a port that stays the same across the restart (the worker's origin).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congres-update-'));
  const clientDir = path.join(dir, 'client');
  fs.cpSync(path.join(repoRoot, 'client/dist'), clientDir, { recursive: true });
  const port = await freePort();
  const start = () =>
    startProductionServer({ dataDir: path.join(dir, 'data'), port, env: { CLIENT_DIR: clientDir }, quiet: true });
  let server = await start();
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: server.url });
  try {
    const page = await context.newPage();
    // A page made of two versions would not hydrate (React's #418): none may happen.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const titleColour = () => page.locator('h1').evaluate((h1) => getComputedStyle(h1).color);
    await page.goto('/presentation');
    await serviceWorkerInControl(page);
    const oldColour = await titleColour();
    expect(oldColour).not.toBe(NEXT_TITLE_COLOUR);

    server.child.kill('SIGTERM');
    await server.exited;
    await deployRestyledTitles(clientDir);
    server = await start();

    // The visitor comes back: the old version still serves every page whole (its stylesheet,
    // gone from the server, comes from the worker's cache), and offers the new one.
    await page.goto('/programme');
    const prompt = page.getByText('Nouvelle version disponible.');
    await expect(prompt).toBeVisible();
    // In a live region: screen readers announce it.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Nouvelle version disponible.' })).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page);
    await page.goto('/presentation');
    await expect(prompt).toBeVisible();
    expect(await titleColour()).toBe(oldColour);

    // The page reloads in the new version, whole. A read made while it reloads meets no page:
    // asked again, not taken for an answer.
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await reloaded;
    await expect.poll(() => titleColour().catch(() => 'no page while it reloads')).toBe(NEXT_TITLE_COLOUR);
    await expect(prompt).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Présentation' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
