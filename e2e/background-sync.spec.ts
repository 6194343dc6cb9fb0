import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInPage, signUp } from './support/attendees';
import { openGallery } from './support/gallery';
import { photoFile, photoNumbers, publishedBy, queueOf } from './support/queue';
import { serviceWorkerInControl } from './support/service-worker';
import { withRoom } from './support/pace';

// Decision 072: with the tab closed, Background Sync sends the queue from the service worker,
// with the upload ticket the gallery kept in IndexedDB. The worker needs to run here.
test.use({ serviceWorkers: 'allow' });

/** Whether the queue's database holds an upload ticket (what the worker publishes with). */
const holdsTicket = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const opening = indexedDB.open('congres-upload-queue');
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('tickets')) {
            db.close();
            resolve(false);
            return;
          }
          const held = db.transaction('tickets').objectStore('tickets').get('upload');
          held.onsuccess = () => {
            db.close();
            resolve(typeof (held.result as { ticket?: unknown } | undefined)?.ticket === 'string');
          };
        };
      }),
  );

/** The id of the site's service worker registration, as DevTools knows it. */
async function registrationIdOf(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('with no page of the site open, Background Sync publishes the photos queued offline, once each, in the order chosen', async ({
  page,
  context,
  request,
  baseURL,
  expectNoAxeViolations,
}, testInfo) => {
  const { token, username } = await signUp(request, testInfo.project.name);
  await signInPage(page, token);
  await openGallery(page);
  await serviceWorkerInControl(page);
  // Signed in, the gallery keeps a ticket for the worker while the network is there.
  await expect.poll(() => holdsTicket(page)).toBe(true);
  const origin = new URL(baseURL ?? page.url()).origin;
  // DevTools on a blank tab of the same browser, which outlives the gallery's.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = await registrationIdOf(cdp, `${origin}/`);

  await context.setOffline(true);
  await page.getByLabel(/Choisir des photos/).setInputFiles(await Promise.all([1, 2, 3].map(photoFile)));
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Erreur durant l’upload.')).toBeVisible();
  const queue = queueOf(page);
  await expect(queue.getByText('en attente', { exact: true })).toHaveCount(3);
  await expect(queue.getByText(/^Vous êtes hors connexion/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The gallery's tab is closed, and the network comes back.
  await page.close();
  expect(await publishedBy(request, username)).toHaveLength(0);
  await context.setOffline(false);

  // What Chromium does when the network returns, if it has not already (DevTools' "Sync" button).
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'congres-upload-queue',
    lastChance: false,
  });
  await expect.poll(async () => (await publishedBy(request, username)).length, { timeout: withRoom(20_000) }).toBe(3);
  // No page of the site was open meanwhile: the worker sent them.
  expect(context.pages().map((open) => open.url())).toEqual(['about:blank']);
  const published = await publishedBy(request, username);
  // Newest first, they read in the order chosen (decision 037).
  expect(await photoNumbers(request, published, [1, 2, 3])).toEqual([1, 2, 3]);

  // The next visit finds them in the gallery, and the queue empty; nothing is sent again.
  await openGallery(blank);
  await expect(blank.locator('.gallery__caption').first()).toHaveText(`Publié par ${username}`);
  await expect(queueOf(blank)).toHaveCount(0);
  expect(await publishedBy(request, username)).toHaveLength(3);
});
