import type { Locator, Page } from '@playwright/test';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { publishOneThroughApi } from './support/images';
import { grantOrganiser, organisationLink } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decisions 064 and 065: the organisers' figures, live.

// The screens on /mur are counted for the whole site: on a site of its own, no other test's wall
// is counted with this one's.
const site = useOwnSite();

/** The number shown under a figure's name. */
const figure = (page: Page, name: string) =>
  page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

/** Presses Tab until `target` has the focus (failing after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with Tab: ${String(target)}`);
}

test('an organiser follows the figures live: a photo published elsewhere, then a /mur screen turned on', async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  // The screen's figure is asked for every 15 s (it has no event of its own).
  test.setTimeout(withRoom(60_000));
  const label = `chiffres-${testInfo.project.name}`;
  const account = await signUp(site.request, label);
  await grantOrganiser(site.server.dataDir, account.email);
  const token = await logInByApi(site.request, account.email, account.password);
  const publisher = await signUp(site.request, `${label}-pub`);

  const context = await browser.newContext({ baseURL: site.server.url });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  // From the header, then the organisers' home, with the keyboard only (behind "Menu" on a phone).
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
  }
  const link = organisationLink(page);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organisation$/);
  // The organisers' home (decision 109): the figures' line of the day at a glance leads there.
  const figuresLine = page
    .getByRole('region', { name: 'La journée en direct' })
    .getByRole('link', { name: /^Chiffres du jour/ });
  await tabTo(page, figuresLine);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chiffres$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Les chiffres du jour' })).toBeVisible();
  await expect(figure(page, 'Photos publiées')).toHaveText('0');
  await expect(figure(page, 'Comptes')).toHaveText(/^\d+$/);
  await expect(figure(page, 'Écrans connectés au mur')).toHaveText('0');
  await expect(page.getByText('Aucune photo publiée ces dernières 24 heures.')).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  await expectNoAxeViolations(page);

  // Published by another account, through the API: the figure and the chart follow, no reload.
  await publishOneThroughApi(site.request, publisher.token, 7);
  await expect(figure(page, 'Photos publiées')).toHaveText('1');
  await expect(page.getByRole('figure')).toHaveAccessibleName(/^1 photo publiée ces dernières 24 heures/);
  await expect(page.locator('.quarter-chart__bar')).toHaveCount(1);

  // The wall, opened in another tab, counts as one screen.
  const wall = await context.newPage();
  await wall.goto('/mur');
  await expect(wall.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(figure(page, 'Écrans connectés au mur')).toHaveText('1', { timeout: withRoom(30_000) });
  await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);

  // The chart's table, opened from the keyboard.
  await page.bringToFront();
  const details = page.getByText('Détail par quart d’heure');
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await context.close();
});

test('an attendee who opens /chiffres gets the French refusal', async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  const attendee = await signUp(site.request, `chiffres-refus-${testInfo.project.name}`);
  const context = await browser.newContext({ baseURL: site.server.url });
  const page = await context.newPage();
  await signInPage(page, attendee.token);
  await page.goto('/chiffres');
  await expect(page.getByRole('alert')).toHaveText('Cette action est réservée aux organisateurs du congrès.');
  await expect(organisationLink(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});
