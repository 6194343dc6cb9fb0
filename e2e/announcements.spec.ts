import type { Page } from '@playwright/test';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { serviceWorkerInControl } from './support/service-worker';
import { expect, test } from './fixtures';

// Decision 062: the organisers' announcements, a banner on every page, /annonces offline.

test.use({ serviceWorkers: 'allow' });

const banner = (page: Page) => page.getByRole('region', { name: 'Annonces des organisateurs' });

/** Opens `path` and waits until the page's event stream is connected. */
async function openLive(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  // Set once: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
}

test(
  'an organiser posts from /annonces; another page shows the banner without a reload; it is dismissed, and read offline',
  { tag: '@phone' },
  async ({ page, browser, request, server, expectNoAxeViolations }, testInfo) => {
    const label = testInfo.project.name;
    const message = `La plénière reprend à 14 h en salle Garonne (${label}).`;

    // A visitor, not signed in, reads the programme.
    await openLive(page, '/programme');
    await expect(banner(page)).toHaveCount(0);

    // The organiser, granted from the command line, writes with the keyboard only.
    const account = await signUp(request, `annonce-${label}`);
    expect(await grantOrganiser(server.dataDir, account.email)).toContain('est maintenant organisateur');
    const token = await logInByApi(request, account.email, account.password);
    const context = await browser.newContext({ baseURL: server.url });
    const organiser = await context.newPage();
    await signInPage(organiser, token);
    await organiser.goto('/annonces');
    const field = organiser.getByLabel('Nouvelle annonce');
    await field.focus();
    await organiser.keyboard.type(message);
    await expect(field).toHaveAccessibleDescription(`${[...message].length} caractères sur 280.`);
    await expectNoAxeViolations(organiser);
    await organiser.keyboard.press('Tab');
    await expect(organiser.getByRole('button', { name: 'Publier l’annonce' })).toBeFocused();
    await organiser.keyboard.press('Enter');
    await expect(organiser.getByText('Annonce publiée : elle s’affiche sur toutes les pages du site.')).toBeVisible();
    await expect(organiser.getByRole('button', { name: `Retirer l’annonce : ${message}` })).toBeVisible();

    // The visitor's page shows it, in the polite live region, without a reload.
    await expect(banner(page).getByText(message)).toBeVisible();
    await expect(page.locator('.announcement-banner[aria-live="polite"]')).toContainText(message);
    await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Dismissed with the keyboard; still dismissed after a reload on this device.
    const dismiss = banner(page).getByRole('button', { name: `Masquer l’annonce : ${message}` });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page).getByText(message)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.goto('/annonces');
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await expect(banner(page).getByText(message)).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    // /annonces once visited under the service worker reads offline, the list included.
    await serviceWorkerInControl(page);
    await page.reload();
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await page.context().setOffline(true);
    const offline = await page.goto('/annonces');
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();
    await expect(page.getByRole('main').getByText(message)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);

    // Removed by the organiser: it leaves the visitor's /annonces without a reload.
    await openLive(page, '/annonces');
    await organiser.getByRole('button', { name: `Retirer l’annonce : ${message}` }).click();
    await expect(organiser.getByText('Annonce retirée.')).toBeVisible();
    await expect(page.getByRole('main').getByText(message)).toHaveCount(0);
    await context.close();
  },
);
