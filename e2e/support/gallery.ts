import type { Page, Request } from '@playwright/test';

/**
 * Opens the gallery and waits until the app has taken over its HTML (decision 040): the first
 * page paints from the server's document before the code runs, and a tap on a thumbnail before
 * hydration does nothing. The app marks `<html data-hydrated>` once it has hydrated.
 * Signed in, it also waits for the banner's question about the satisfaction questionnaire
 * (`reminderSettled`), whose answer may push the page down.
 */
export async function openGallery(page: Page, path = '/vos-photos'): Promise<void> {
  const reminder = reminderSettled(page);
  try {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    if (await page.evaluate(() => localStorage.getItem('token') !== null)) {
      await reminder.settled;
      // The reminder, if any, is drawn on the frames after its answer.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
  } finally {
    reminder.stop();
  }
}

/**
 * Once a signed-in page has hydrated, the banner asks `/api/satisfaction` whether the
 * questionnaire awaits this account's answer, and shows its reminder above the page, which
 * moves every button down (decision 094; the seed's questionnaire is open). A click whose
 * button moves between the press and the release is lost: Playwright checks where the press
 * lands, not the release. Settled when that request has finished or failed.
 */
function reminderSettled(page: Page): { settled: Promise<void>; stop: () => void } {
  let stop = () => {};
  const settled = new Promise<void>((resolve) => {
    const done = (request: Request) => {
      if (new URL(request.url()).pathname !== '/api/satisfaction') return;
      stop();
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    stop = () => {
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    };
  });
  return { settled, stop: () => stop() };
}
