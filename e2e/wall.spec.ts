import type { Page } from '@playwright/test';
import { signUp } from './support/attendees';
import { useOwnSite } from './support/own-site';
import { publishOneThroughApi } from './support/images';
import { expect, test } from './fixtures';

/** The slide on screen: its photo's id, set by the wall on its figure. */
const slide = (page: Page) => page.locator('.wall__slide');
const showing = (page: Page, id: number) => expect(slide(page)).toHaveAttribute('data-photo-id', String(id));
/** How many photos the wall knows: a publication or a catch-up has reached it. */
const knows = (page: Page, count: number) => expect(page.locator('.wall')).toHaveAttribute('data-known', String(count));

/**
 * axe waits on the page's timers: they run while it does, the wall paused by Space so that no
 * photo moves on meanwhile; then the clock stands still again and the wall resumes.
 */
async function axeOnPausedWall(page: Page, check: (page: Page) => Promise<void>): Promise<void> {
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('En pause');
  await page.clock.resume();
  // The slide's fade (CSS, on the real clock) over: axe reads the caption's contrast as shown.
  await slide(page).evaluate((figure) => Promise.all(figure.getAnimations().map((animation) => animation.finished)));
  await check(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('');
}

// The wall goes round every photo of the site: its order is only the test's to know on a site
// of its own, not on the worker's server, where the other tests' photos come before and after.
const site = useOwnSite();

test('the wall: newest first, 6 s each, a new photo next, a deleted one gone, offline and back, Space pauses', async ({
  page,
  context,
  expectNoAxeViolations,
}, testInfo) => {
  const author = await signUp(site.request, testInfo.project.name);
  const [oldest, middle, newest] = [
    await publishOneThroughApi(site.request, author.token, 41),
    await publishOneThroughApi(site.request, author.token, 42),
    await publishOneThroughApi(site.request, author.token, 43),
  ];
  // The page's clock stands still but for runFor: each 6 s is ours to give.
  await page.clock.install({ time: new Date('2026-06-12T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-12T08:00:01Z'));
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(`${site.server.url}/mur`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect((await stream).status()).toBe(200);

  // The newest photo first, its publisher in large type; no header, no footer.
  await showing(page, newest);
  const known = Number(await page.locator('.wall').getAttribute('data-known'));
  await expect(page.getByRole('img', { name: `Photo publiée par ${author.username}` })).toBeVisible();
  await expect(slide(page).locator('figcaption')).toHaveText(`Publié par ${author.username}`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^QR code vers http.*\/vos-photos$/ })).toBeVisible();
  await expect(page.getByText('Publiez vos photos', { exact: true })).toBeVisible();
  await axeOnPausedWall(page, expectNoAxeViolations);

  // 6 s later, the next one.
  await page.clock.runFor(5_900);
  await showing(page, newest);
  await page.clock.runFor(100);
  await showing(page, middle);

  // Published meanwhile: shown next, before the rotation goes on.
  const fresh = await publishOneThroughApi(site.request, author.token, 44);
  await knows(page, known + 1);
  await page.clock.runFor(6_000);
  await showing(page, fresh);

  // Deleted while on screen: the next one replaces it at once.
  const deleted = await site.request.delete(`/api/photos/${fresh}`, {
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect(deleted.status()).toBe(204);
  await showing(page, oldest);
  await knows(page, known);

  // Space pauses: the photo stays however long; Space again resumes.
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('En pause');
  await page.clock.runFor(30_000);
  await showing(page, oldest);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('');

  // Offline: the wall goes round with the photos whose images it has; one it cannot load
  // (announced by the stream, never loaded here) is skipped.
  await context.setOffline(true);
  const whileOffline = await publishOneThroughApi(site.request, author.token, 45);
  for (const expected of [newest, middle, oldest]) {
    await page.clock.runFor(6_000);
    await showing(page, expected);
    await expect
      .poll(() =>
        page.locator('.wall__photo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }

  // Back online: the photo published meanwhile has its turn, its image loaded.
  await context.setOffline(false);
  await page.clock.runFor(6_000);
  await showing(page, whileOffline);
  await expect
    .poll(() =>
      page.locator('.wall__photo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await axeOnPausedWall(page, expectNoAxeViolations);
});

test('the wall without motion for those who ask for less, and without a cursor', async ({
  page,
  request: workerRequest,
}, testInfo) => {
  const author = await signUp(workerRequest, testInfo.project.name);
  await publishOneThroughApi(workerRequest, author.token, 46);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/mur');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mur de photos' })).toBeAttached();
  await expect(slide(page)).toHaveCSS('animation-name', 'none');
  await expect(page.locator('.wall')).toHaveCSS('cursor', 'none');
});
