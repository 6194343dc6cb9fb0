import type { PhotoPage } from '@congres/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './support/attendees';
import { publishThroughApi } from './support/images';
import { startServer } from './support/server';

// /vos-photos comes with its first page in the HTML (decision 040): readable without scripts,
// hydrated from the same data, its thumbnails asked for by the document itself.

const THUMBNAIL = /\/uploads\/photos\/thumbs\/[\w-]+\.(avif|webp)$/;

/** The first page the document holds as JSON, for the browser's first render. */
async function embeddedPage(page: Page): Promise<PhotoPage> {
  const json = await page.locator('#gallery-first-page').textContent();
  return JSON.parse(json ?? 'null') as PhotoPage;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery shows its twelve newest photos with "Publié par"', async ({ page, request }, testInfo) => {
    const { token, username } = await signUp(request, `noscript-${testInfo.project.name}`);
    await publishThroughApi(request, token, 13);
    await page.goto('/vos-photos');
    await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
    const thumbnails = page.getByRole('img', { name: `Photo publiée par ${username}` });
    await expect(thumbnails).toHaveCount(12);
    await expect(page.locator('.gallery__caption').first()).toHaveText(`Publié par ${username}`);
    await expect(page.locator('.gallery__caption').filter({ hasText: `Publié par ${username}` })).toHaveCount(12);
    // Each has its size before it loads, and the first ones load (no script asked for them).
    for (const thumbnail of await thumbnails.all()) {
      await expect(thumbnail).toHaveAttribute('width', /^\d+$/);
      await expect(thumbnail).toHaveAttribute('height', /^\d+$/);
    }
    await expect
      .poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('La galerie a besoin de JavaScript')).toBeHidden();
  });
});

test('the thumbnails come with the HTML: shown while the API has not answered', async ({ page, request }, testInfo) => {
  const { token, username } = await signUp(request, `first-paint-${testInfo.project.name}`);
  await publishThroughApi(request, token, 3);
  const order: string[] = [];
  page.on('request', (req) => order.push(new URL(req.url()).pathname));
  // The list never answers: whatever shows, the document brought it.
  await page.route('**/api/photos*', () => undefined);
  await page.goto('/vos-photos');
  const thumbnails = page.getByRole('img', { name: `Photo publiée par ${username}` });
  await expect(thumbnails).toHaveCount(3);
  await expect
    .poll(() =>
      thumbnails.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => image.naturalWidth > 0)),
    )
    .toBe(true);
  // The first thumbnail was asked for before any request for the list (from the head's preload).
  const firstThumbnail = order.findIndex((path) => THUMBNAIL.test(path));
  const firstList = order.findIndex((path) => path === '/api/photos');
  expect(firstThumbnail).toBeGreaterThanOrEqual(0);
  if (firstList !== -1) expect(firstThumbnail).toBeLessThan(firstList);
  await expect(page.getByText('Erreur lors du chargement des photos.')).toHaveCount(0);
});

/**
 * Opens `url` with the app's scripts held until the document is on screen, then lets them
 * hydrate it: no warning nor error in the console, no uncaught error (React's #418 in a
 * production build), and the server's gallery nodes kept and made React's.
 */
async function expectCleanHydration(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // Playwright's own word about the worker it blocks (playwright.config.ts) is not the page's.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  const gallery = page.locator('section[aria-labelledby="gallery-title"] > :not(h2, [aria-live])').first();
  await expect(gallery).toBeVisible();
  const built = await gallery.elementHandle();
  open();
  await expect
    .poll(() => built?.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  expect(await gallery.evaluate((node, original) => node === original, built)).toBe(true);
  expect(problems).toEqual([]);
  return page;
}

test('the rendered gallery hydrates without a warning, for a visitor and an attendee, with 0, 1 and 13 photos', async ({
  browser,
  playwright,
  expectNoAxeViolations,
}, testInfo) => {
  test.slow();
  // A server of its own: its gallery starts empty.
  const own = await startServer();
  const request = await playwright.request.newContext({ baseURL: own.url });
  const context = await browser.newContext({ baseURL: own.url });
  try {
    const attendee = await signUp(request, `hydration-${testInfo.project.name}`);
    const attendeeContext = await browser.newContext({ baseURL: own.url });
    // Signed in as the login page leaves it: the token in local storage before any script runs.
    await attendeeContext.addInitScript((value) => localStorage.setItem('token', value), attendee.token);
    try {
      // Published before each round, and shown: 0 then 1, then 13 (the first page holds 12).
      for (const [published, shown] of [
        [0, 0],
        [1, 1],
        [12, 12],
      ] as const) {
        // A publisher per round: the same images twice would be refused as duplicates.
        if (published > 0) {
          const publisher = await signUp(request, `hydration-${published}-${testInfo.project.name}`);
          await publishThroughApi(request, publisher.token, published);
        }
        const visitor = await expectCleanHydration(context, '/vos-photos');
        await expect(visitor.locator('.gallery__item')).toHaveCount(shown);
        if (shown === 0) await expect(visitor.getByText('Aucune photo pour le moment')).toBeVisible();
        expect((await embeddedPage(visitor)).photos).toHaveLength(shown);
        await expect(visitor.getByRole('link', { name: 'Se connecter' })).toBeVisible();
        await expectNoAxeViolations(visitor);
        await visitor.close();

        const signedIn = await expectCleanHydration(attendeeContext, '/vos-photos');
        // The upload area replaces the invitation once the page knows who is there.
        await expect(signedIn.getByLabel(/Choisir des photos/)).toBeVisible();
        await expect(signedIn.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
        await expect(signedIn.locator('.gallery__item').first().or(signedIn.getByText('Aucune photo'))).toBeVisible();
        await expectNoAxeViolations(signedIn);
        await signedIn.close();
      }
    } finally {
      await attendeeContext.close();
    }
  } finally {
    await context.close();
    await request.dispose();
    await own.stop();
  }
});
