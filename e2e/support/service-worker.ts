import { expect, type Page } from '@playwright/test';

/** Waits until the service worker has installed the site and controls the page (time-boxed). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 })
    .toBe('activated');
}
