import type { Page } from '@playwright/test';
import { CONTENT_INVALID, type PublishedContent } from '@congres/contracts';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';

// Decision 081: the organisers' content editor, on a phone, against the real server. The
// content's versions are the whole site's: on a site of its own, this file's publication is
// version 2.
const site = useOwnSite();

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** The programme's card at `position` (1 for the first) in the editor. */
const slot = (page: Page, position: number) => page.locator('li.slot-editor').nth(position - 1);

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an organiser on a phone moves a slot, cancels another and publishes with a note', async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  // Two axe checks of the whole editor (some 300 controls) take seconds each on a busy machine.
  test.setTimeout(60_000);
  const account = await signUp(site.request, `contenu-${testInfo.project.name}`);
  await grantOrganiser(site.server.dataDir, account.email);
  const token = await logInByApi(site.request, account.email, account.password);
  const context = await browser.newContext({ baseURL: site.server.url, ...PHONE });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeVisible();
  await expect(slot(page, 9).getByLabel('Heure', { exact: true })).toHaveValue('10h45');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await slot(page, 9).getByLabel('Heure', { exact: true }).fill('11h15');
  await slot(page, 4)
    .getByRole('button', { name: /^Annuler la séance/ })
    .click();
  await expect(slot(page, 4).getByText('Annulée', { exact: true })).toBeVisible();

  // A time the server refuses: said under its field, which gets the focus; nothing typed is lost.
  const refused = slot(page, 5).getByLabel('Heure', { exact: true });
  await refused.fill('9h75');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONTENT_INVALID })).toBeVisible();
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(refused).toHaveAccessibleDescription(/Écrivez l’heure comme 11h15\./);
  await expect(refused).toBeFocused();
  await expect(slot(page, 9).getByLabel('Heure', { exact: true })).toHaveValue('11h15');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await refused.fill('9h30');
  await page.getByLabel('Note publique (facultative)').fill('Intervention 3 déplacée à 11h15');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée.' })).toBeVisible();
  await expect(page.getByText('Note : Intervention 3 déplacée à 11h15')).toBeVisible();

  const published = (await (await site.request.get('/api/content')).json()) as PublishedContent;
  expect(published.version).toBe(2);
  expect(published.content.programme[8]).toMatchObject({ id: '09', time: '11h15' });
  expect(published.content.programme[3]).toMatchObject({ id: '04', cancelled: true });
  expect(published.content.programme[4]).toMatchObject({ id: '05', time: '9h30' });
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('an attendee who opens /contenu gets the French refusal', async ({ browser, expectNoAxeViolations }, testInfo) => {
  const attendee = await signUp(site.request, `contenu-refus-${testInfo.project.name}`);
  const context = await browser.newContext({ baseURL: site.server.url, ...PHONE });
  const page = await context.newPage();
  await signInPage(page, attendee.token);
  await page.goto('/contenu');
  await expect(page.getByRole('alert')).toHaveText('Cette action est réservée aux organisateurs du congrès.');
  await expectNoAxeViolations(page);
  await context.close();
});
