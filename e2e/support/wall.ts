import { expect, type Page } from '@playwright/test';
import { withRoom } from './pace';

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
  await pauseSoon(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('');
}

/**
 * Stops the page's running clock a moment from now. On a slower host the moment read may have
 * passed when the call reaches the page (Playwright: "Cannot fast-forward to the past"): the
 * moment is further on such a host, and read again if it passed all the same.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + withRoom(500));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
