import type { Page } from '@playwright/test';

/**
 * The welcome and meals pages can embed OpenStreetMap's map, a third party this machine cannot
 * reach: the tests answer it at the network edge with a tiny page of their own.
 */
export async function answerMapAtTheEdge(page: Page): Promise<void> {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="fr"><head><title>Carte</title></head><body><p>Carte</p></body></html>',
    }),
  );
}
