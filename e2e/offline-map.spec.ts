import { expect, test } from './fixtures';
import { serviceWorkerInControl } from './support/service-worker';
import { answerMapAtTheEdge } from './support/third-party-map';

// Decision 030: offline, "Afficher la carte interactive" keeps the drawn plan
// and says why the map does not come, instead of the browser's offline page in its frame.

// Offline use needs the service worker, which the other tests block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const NEEDS_CONNECTION = 'La carte interactive a besoin d’une connexion. Le plan ci-dessus reste disponible.';

test('offline, the plan stays and a line says the interactive map needs a connection; back online, the map comes', async ({
  page,
  context,
  expectNoAxeViolations,
}) => {
  // The embedded map is a third party, unreachable here: answered at the network edge.
  await answerMapAtTheEdge(page);
  await page.goto('/repas');
  await serviceWorkerInControl(page);
  await context.setOffline(true);

  for (const path of ['/', '/repas']) {
    await page.goto(path);
    // The button answers once the page has hydrated (a press on the prerendered one does nothing).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const toggle = page.getByRole('button', { name: 'Afficher la carte interactive' });
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: NEEDS_CONNECTION })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Plan du quartier/ })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(toggle).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // The connection is back: the same button brings the map, and says it will hide it next.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Afficher la carte interactive' }).click();
  await expect(page.locator('iframe[title^="Carte"]')).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
  );
  await expect(page.getByText(NEEDS_CONNECTION)).toHaveCount(0);
  await page.getByRole('button', { name: 'Masquer la carte interactive' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Plan du quartier/ })).toBeVisible();
});
