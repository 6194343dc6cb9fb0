import type { Page } from '@playwright/test';

/**
 * Opens the gallery and waits until the app has taken over its HTML (decision 040): the first
 * page paints from the server's document before the code runs, and a tap on a thumbnail before
 * hydration does nothing. The app marks `<html data-hydrated>` once it has hydrated.
 */
export async function openGallery(page: Page, path = '/vos-photos'): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
