import type { ContentDraft } from '@congres/contracts';
import type { Page } from '@playwright/test';
import { signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { testOnOwnSite, type OwnSite } from './support/own-site';
import { watchComplaints } from './support/page-complaints';
import { serviceWorkerInControl } from './support/service-worker';
import { expect } from './fixtures';

// Decision 087: after a publication the server renders the pages again from the new version,
// so the HTML itself holds it: read without scripts, hydrated without a mismatch, kept offline.
// Each test on a site of its own: a publication changes every page of the server it is made on.
const test = testOnOwnSite;

const MOVED = 'Intervention 4 : titre à venir';
const RENAMED = 'Conférence inaugurale du Pr Martin';
const CANCELLED = 'Intervention 2 : titre à venir';
const LUNCH = 'Blanquette de veau à l’ancienne';

/** An organiser moves 11h15 to 11h30 and renames it, cancels 9h30, changes the lunch; publishes. */
async function publishVersion2({ server, request }: OwnSite): Promise<void> {
  const organiser = await signUp(request, 'rendu');
  expect(await grantOrganiser(server.dataDir, organiser.email)).toContain('est maintenant organisateur');
  const headers = { authorization: `Bearer ${organiser.token}` };
  const draft = (await (await request.get('/api/content/draft', { headers })).json()) as ContentDraft;
  const { content } = draft;
  content.programme[9] = { ...content.programme[9]!, time: '11h30', title: RENAMED };
  content.programme[4] = { ...content.programme[4]!, cancelled: true };
  content.meals.lunch.menus.normal.main = LUNCH;
  const saved = await request.put('/api/content/draft', { headers, data: { baseVersion: 1, content } });
  expect(saved.status()).toBe(200);
  const publication = await request.post('/api/content/publish', { headers, data: { baseVersion: 1 } });
  expect(publication.status()).toBe(201);
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('after a publication, a page read without JavaScript shows the new version', async ({ browser, site }) => {
  await publishVersion2(site);
  const context = await browser.newContext({ baseURL: site.server.url, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
    const moved = card(page, RENAMED);
    await expect(moved.locator('time')).toHaveText('11h30');
    await expect(moved.getByText(/^Modifié à \d{1,2}h(\d{2})?$/)).toBeVisible();
    await expect(moved.locator('s')).toHaveText('Ancien horaire : 11h15');
    await expect(card(page, CANCELLED).getByText('Annulé')).toBeVisible();
    await expect(page.getByRole('heading', { name: MOVED })).toHaveCount(0);

    await page.goto('/repas');
    await expect(page.getByText(LUNCH)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a page rendered from the new version hydrates with no error nor warning, and reads no other version', async ({
  browser,
  site,
  expectNoAxeViolations,
}) => {
  await publishVersion2(site);
  const context = await browser.newContext({ baseURL: site.server.url });
  try {
    const page = await context.newPage();
    const complaints = watchComplaints(page);
    for (const path of ['/programme', '/repas', '/']) {
      const content = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content');
      await page.goto(path);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      // The page then asks for the newest version: the same, so nothing changes on screen.
      expect((await content).status()).toBe(200);
    }
    await page.goto('/programme');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(card(page, RENAMED).locator('time')).toHaveText('11h30');
    await expectNoAxeViolations(page);
    expect(complaints).toEqual([]);
  } finally {
    await context.close();
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a phone that visited before the publication gets the new document after one visit, then offline', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({ baseURL: site.server.url });
    try {
      const page = await context.newPage();
      await page.goto('/programme');
      await serviceWorkerInControl(page);
      await publishVersion2(site);

      // One visit online: the worker answers at once with the document it kept, the page's
      // script shows the new version, and the new document is kept for the next visit.
      const online = await page.goto('/programme');
      expect(online?.fromServiceWorker()).toBe(true);
      await expect(card(page, RENAMED).locator('time')).toHaveText('11h30');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const kept = await (await caches.open('congres-pages')).match('/programme');
            return (await kept?.text())?.includes('id="published-content"') ?? false;
          }),
        )
        .toBe(true);

      await context.setOffline(true);
      const offline = await page.reload();
      expect(offline?.fromServiceWorker()).toBe(true);
      // The document itself holds the new version (not only the content the page keeps).
      expect(await offline?.text()).toContain(RENAMED);
      await expect(card(page, RENAMED).locator('time')).toHaveText('11h30');
      await expect(card(page, CANCELLED).getByText('Annulé')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
