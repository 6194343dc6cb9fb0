import { expect, type Page } from '@playwright/test';

/** The slide on screen: its photo's id, set by the wall on its figure. */
export const slide = (page: Page) => page.locator('.wall__slide');

/** Waits until the wall shows photo `id`. */
export const showing = (page: Page, id: number) => expect(slide(page)).toHaveAttribute('data-photo-id', String(id));

/** Waits until the wall knows `count` photos: a publication or a catch-up has reached it. */
export const knows = (page: Page, count: number) =>
  expect(page.locator('.wall')).toHaveAttribute('data-known', String(count));

/** Waits until the photo on screen has its image, decoded (not a broken one). */
export const showsItsImage = (page: Page) =>
  expect
    .poll(() =>
      page.locator('.wall__photo').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);

/**
 * Opens `url` (a /mur) with the page's clock standing still but for `page.clock.runFor`: each
 * 6 s is the test's to give. Resolves once the wall has hydrated and its event stream answered.
 */
export async function openWallOnStillClock(page: Page, url: string): Promise<void> {
  await page.clock.install({ time: new Date('2026-06-12T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-12T08:00:01Z'));
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect((await stream).status()).toBe(200);
}

/**
 * axe waits on the page's timers: they run while it does, the wall paused by Space so that no
 * photo moves on meanwhile; then the clock stands still again and the wall resumes.
 */
export async function axeOnPausedWall(page: Page, check: (page: Page) => Promise<void>): Promise<void> {
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
