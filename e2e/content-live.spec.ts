import type { ContentDraft, PublishReply } from '@congres/contracts';
import type { Page } from '@playwright/test';
import { signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { testOnOwnSite, type OwnSite } from './support/own-site';
import { serviceWorkerInControl } from './support/service-worker';
import { expect } from './fixtures';
import { withRoom } from './support/pace';

// Decision 082: an open page shows a publication without a reload; a starred slot's change is told.
// Each test on a site of its own: a publication changes every page of the server it is made on.
const test = testOnOwnSite;

const MOVED = 'Intervention 4 : titre à venir';
const CANCELLED = 'Intervention 2 : titre à venir';

/** Opens `path` once the page has read the published content and listens to the stream. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  const content = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  expect((await content).status()).toBe(200);
  // Set once: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** An organiser edits the draft through the API (11h15 moves to 11h30, 9h30 is cancelled) and publishes it. */
async function publishMovedAndCancelled({ server, request }: OwnSite): Promise<void> {
  const organiser = await signUp(request, 'contenu');
  expect(await grantOrganiser(server.dataDir, organiser.email)).toContain('est maintenant organisateur');
  const headers = { authorization: `Bearer ${organiser.token}` };
  const draft = (await (await request.get('/api/content/draft', { headers })).json()) as ContentDraft;
  const { programme } = draft.content;
  programme[9] = { ...programme[9]!, time: '11h30' };
  programme[4] = { ...programme[4]!, cancelled: true };
  const saved = await request.put('/api/content/draft', {
    headers,
    data: { baseVersion: draft.baseVersion, content: draft.content },
  });
  expect(saved.status()).toBe(200);
  const publication = await request.post('/api/content/publish', { headers, data: { baseVersion: draft.baseVersion } });
  expect(publication.status()).toBe(201);
  expect(((await publication.json()) as PublishReply).version).toBe(draft.baseVersion + 1);
}

test('an organiser publishes a moved and a cancelled slot: /programme shows them without a reload, a page with the slot starred says so', async ({
  browser,
  site,
  expectNoAxeViolations,
}) => {
  const { server } = site;
  // Closed at the end: a page left open would keep asking its server's port, which a later test may get.
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const attendeeContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  const attendee = await attendeeContext.newPage();
  try {
    // The attendee stars 11h15 on /programme, then reads the meals.
    await attendee.goto('/programme');
    await expect(attendee.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const star = attendee.getByRole('button', { name: `Ajouter à mon programme : 11h15, ${MOVED}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await openLive(attendee, '/repas');
    await openLive(visitor, '/programme');
    await expect(card(visitor, CANCELLED).getByText('Annulé')).toHaveCount(0);

    await publishMovedAndCancelled(site);

    // The programme open elsewhere: the cancelled slot in place, struck through; the moved one at its new time.
    const cancelled = card(visitor, CANCELLED);
    await expect(cancelled.getByText('Annulé')).toBeVisible();
    await expect(cancelled.locator('h2 s')).toHaveText(CANCELLED);
    const moved = card(visitor, MOVED);
    await expect(moved.locator('time')).toHaveText('11h30');
    await expect(moved.getByText(/^Modifié à \d{1,2}h(\d{2})?$/)).toBeVisible();
    await expect(moved.locator('s')).toHaveText('Ancien horaire : 11h15');
    await expect(visitor.locator('html[data-not-reloaded]')).toHaveCount(1);
    await expectNoAxeViolations(visitor);

    // The attendee, on another page, is told politely, and puts the notice away with the keyboard.
    const notice = attendee.locator('.starred-slot-notice[aria-live="polite"]');
    await expect(notice).toContainText(`Votre séance « ${MOVED} » passe à 11h30.`);
    await expect(attendee.locator('html[data-not-reloaded]')).toHaveCount(1);
    await expectNoAxeViolations(attendee);
    await attendee.getByRole('button', { name: `Masquer l’avis : Votre séance « ${MOVED} » passe à 11h30.` }).focus();
    await attendee.keyboard.press('Enter');
    await expect(notice).toBeEmpty();
  } finally {
    await Promise.all([visitorContext.close(), attendeeContext.close()]);
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a phone offline after one visit shows the last published content', async ({ browser, site }) => {
    const context = await browser.newContext({ baseURL: site.server.url });
    const page = await context.newPage();
    await openLive(page, '/programme');
    await serviceWorkerInControl(page);
    await publishMovedAndCancelled(site);
    await expect(card(page, CANCELLED).getByText('Annulé')).toBeVisible();

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(card(page, CANCELLED).getByText('Annulé')).toBeVisible();
    await expect(card(page, MOVED).locator('time')).toHaveText('11h30');
    await context.close();
  });

  test('a phone offline during a publication shows it once back online, without a reload', async ({
    browser,
    site,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(withRoom(60_000));
    const context = await browser.newContext({ baseURL: site.server.url });
    try {
      const page = await context.newPage();
      await openLive(page, '/programme');
      await serviceWorkerInControl(page);
      // Chromium's offline fails new requests but leaves an open stream open: the phone opens the
      // page again offline (from its service worker), so it has neither stream nor network when
      // the publication happens.
      const streamRefused = page.waitForEvent(
        'requestfailed',
        (request) =>
          new URL(request.url()).pathname === '/api/events' &&
          request.failure()?.errorText === 'net::ERR_INTERNET_DISCONNECTED',
      );
      await context.setOffline(true);
      expect((await page.reload())?.fromServiceWorker()).toBe(true);
      await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
      await streamRefused;
      await publishMovedAndCancelled(site);
      await expect(card(page, CANCELLED).getByText('Annulé')).toHaveCount(0);

      // Back online: the page reads the new version by itself (when the browser says the network
      // is back, or when its stream is open again: decision 113), however late a slower host does.
      const contentRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/content');
      await context.setOffline(false);
      expect((await contentRead).status()).toBe(200);
      const cancelled = card(page, CANCELLED);
      await expect(cancelled.getByText('Annulé')).toBeVisible();
      await expect(cancelled.locator('h2 s')).toHaveText(CANCELLED);
      const moved = card(page, MOVED);
      await expect(moved.locator('time')).toHaveText('11h30');
      await expect(moved.getByText(/^Modifié à \d{1,2}h(\d{2})?$/)).toBeVisible();
      await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
