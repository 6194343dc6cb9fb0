import type { Browser, Locator, Page } from '@playwright/test';
import { CLOCK_TIME_MESSAGE, CONTENT_INVALID, type PublishedContent } from '@congres/contracts';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { EDITOR_PHONE, publishDialog, publishDraft } from './support/content-editor';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decisions 081 and 108: the organisers' content editor on a 390×844 phone, against the real
// server. A change on the day in a few taps: the programme as a list, a slot alone, "Publier"
// always on screen, one confirmation that says what changes. The content's versions are the
// whole site's: on a site of its own, tests in order (version 2, then 3).
const site = useOwnSite();
test.describe.configure({ mode: 'serial' });

/** A row of the programme's list, by the start of its name ("10h45 Intervention 3"). */
const row = (page: Page, start: string) => page.getByRole('link', { name: new RegExp(`^${start}`) });

/** The bar's "Publier". */
const publishButton = (page: Page) =>
  page.getByRole('region', { name: 'Enregistrer et publier' }).getByRole('button', { name: 'Publier' });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** An organiser's phone on /contenu, the editor loaded. */
async function organiserPhone(browser: Browser, label: string): Promise<Page> {
  const account = await signUp(site.request, label);
  await grantOrganiser(site.server.dataDir, account.email);
  const token = await logInByApi(site.request, account.email, account.password);
  const context = await browser.newContext({ baseURL: site.server.url, ...EDITOR_PHONE });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(row(page, '16h Présentation du congrès 2026')).toBeVisible();
  return page;
}

/** Counts the taps and entries of a flow: each action the organiser makes, one. */
function counter() {
  let count = 0;
  return {
    act: async (action: Promise<void>) => {
      count += 1;
      await action;
    },
    get count() {
      return count;
    },
  };
}

/** Where the bottom of `locator` is in the page, in CSS pixels from its top. */
const bottomInPage = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

test('an organiser moves a slot and publishes in four taps; the slot goes to its place in time order at once', async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(withRoom(90_000));
  const page = await organiserPhone(browser, 'contenu-deplacer');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeVisible();
  // The list: 18 compact rows, within four screen heights, each a link to its slot.
  const rows = page.locator('.slot-list__row');
  await expect(rows).toHaveCount(18);
  expect(await bottomInPage(rows.last())).toBeLessThanOrEqual(4 * 844);
  await expect(publishButton(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Intervention 3 from 10h45 to 11h20, after Intervention 4 (11h15): the row, the time, "Publier", the confirmation.
  const flow = counter();
  await flow.act(row(page, '10h45 Intervention 3').tap());
  await expect(page).toHaveURL(/\/contenu\/programme\/09$/);
  const slot = page.getByRole('region', { name: /^10h45 · Intervention 3/ });
  await expect(slot.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByLabel('Heure', { exact: true })).toHaveCount(1);
  await expect(slot.getByRole('button', { name: /^Annuler la séance/ })).toBeInViewport();
  await expect(publishButton(page)).toBeInViewport();
  await expectNoAxeViolations(page);
  await flow.act(slot.getByLabel('Heure', { exact: true }).fill('11h20'));
  await expect(page.getByRole('heading', { level: 2, name: /^11h20 · Intervention 3/ })).toBeVisible();
  await expect(page.getByLabel('Heure', { exact: true })).toBeFocused();
  // "Publier" stays on screen while the slot is edited, down to its last field.
  await expect(publishButton(page)).toBeInViewport();
  await page.getByLabel('Lien vers la présentation en ligne').scrollIntoViewIfNeeded();
  await expect(publishButton(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);

  await flow.act(publishButton(page).tap());
  const dialog = publishDialog(page);
  await expect(dialog).toContainText('Les visiteurs verront aussitôt :');
  await expect(dialog.getByRole('listitem')).toHaveText(['« Intervention 3 : titre à venir » : 10h45 → 11h20']);
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoAxeViolations(page);
  await flow.act(dialog.getByRole('button', { name: 'Publier' }).tap());
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée.' })).toBeVisible();
  expect(flow.count).toBe(4);

  // In the list, the slot is after Intervention 4, and the server published it so.
  await page.getByRole('link', { name: 'Revenir au programme' }).first().tap();
  await expect(row(page, '11h20 Intervention 3')).toBeFocused();
  await expect(rows.nth(8)).toHaveAccessibleName('11h15 Intervention 4 : titre à venir');
  await expect(rows.nth(9)).toHaveAccessibleName('11h20 Intervention 3 : titre à venir');
  const published = (await (await site.request.get('/api/content')).json()) as PublishedContent;
  expect(published.version).toBe(2);
  expect(published.content.programme.slice(8, 10)).toMatchObject([
    { id: '10', time: '11h15' },
    { id: '09', time: '11h20' },
  ]);
  await page.context().close();
});

test('an organiser cancels a slot and publishes in four taps; a wrong time is refused in French on its field', async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(withRoom(90_000));
  const page = await organiserPhone(browser, 'contenu-annuler');

  // A time that is not one of the day: refused at once, then by the server, the field focused.
  await row(page, '12h15 Intervention 6').tap();
  const time = page.getByLabel('Heure', { exact: true });
  await time.fill('11h60');
  await time.blur();
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(time).toHaveAccessibleDescription(`Heure de Bordeaux, par exemple 11h15. ${CLOCK_TIME_MESSAGE}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: CONTENT_INVALID })).toBeVisible();
  await expect(time).toBeFocused();
  await page.getByRole('link', { name: 'Revenir au programme' }).first().tap();
  await expect(row(page, '11h60 Intervention 6 : titre à venir : À corriger, Modifié')).toBeFocused();
  await expectNoAxeViolations(page);
  await row(page, '11h60 Intervention 6').tap();
  await time.fill('12h15');
  await expect(time).not.toHaveAttribute('aria-invalid');
  await page.getByRole('link', { name: 'Revenir au programme' }).first().tap();
  await expect(row(page, '12h15 Intervention 6 : titre à venir')).toBeFocused();

  // Intervention 2 cancelled: the row, "Annuler la séance", "Publier", the confirmation.
  const flow = counter();
  await flow.act(row(page, '9h30 Intervention 2').tap());
  await flow.act(page.getByRole('button', { name: /^Annuler la séance/ }).tap());
  await expect(page.getByRole('heading', { level: 2, name: '9h30 · Intervention 2 : titre à venir' })).toBeVisible();
  await expect(page.locator('.slot-page__states')).toHaveText('État : AnnuléModifié');
  await expect(publishButton(page)).toBeInViewport();
  await flow.act(publishButton(page).tap());
  const dialog = publishDialog(page);
  await expect(dialog.getByRole('listitem')).toHaveText(['« Intervention 2 : titre à venir » : annulée']);
  await dialog.getByLabel('Note publique (facultative)').fill('Intervention 2 annulée');
  await flow.act(dialog.getByRole('button', { name: 'Publier' }).tap());
  await expect(page.getByRole('status').filter({ hasText: 'Version 3 publiée.' })).toBeVisible();
  // The note is an entry of its own, and optional: four taps without it.
  expect(flow.count).toBe(4);
  const published = (await (await site.request.get('/api/content')).json()) as PublishedContent;
  expect(published.version).toBe(3);
  expect(published.content.programme.find((slot) => slot.id === '05')).toMatchObject({ cancelled: true });

  // By keyboard: the list, a row, back; the history part shows the note.
  await page.goto('/contenu');
  await expect(row(page, '9h30 Intervention 2 : titre à venir : Annulé')).toBeVisible();
  await row(page, '9h30 Intervention 2').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^9h30 · Intervention 2/ })).toBeFocused();
  await page.goBack();
  await expect(row(page, '9h30 Intervention 2')).toBeFocused();
  await page.getByRole('link', { name: 'Historique' }).tap();
  await expect(page).toHaveURL(/\/contenu\/historique$/);
  await expect(page.getByText('Note : Intervention 2 annulée')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.context().close();
});

test('each part of the content is a page of its own, one tap from the list, with "Publier" at hand', async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(withRoom(90_000));
  const page = await organiserPhone(browser, 'contenu-parties');
  const parts = page.getByRole('navigation', { name: 'Parties du contenu' });
  await parts.getByRole('link', { name: 'Repas' }).tap();
  await expect(page).toHaveURL(/\/contenu\/repas$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Repas' })).toBeFocused();
  await expect(page.getByLabel('Heure', { exact: true })).toHaveCount(0);
  await page.getByLabel('Plat').first().fill('Risotto aux cèpes');
  await expect(publishButton(page)).toBeInViewport();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  const said = await publishDraft(page);
  expect(said).toContain('Aussi modifié : Repas (dîner et déjeuner).');
  // The browser's back button goes back to the list.
  await page.goBack();
  await expect(page).toHaveURL(/\/contenu$/);
  await expect(parts).toBeVisible();
  // An address the editor does not know says so, with the way back.
  await page.goto('/contenu/programme/s-zzzzzz');
  await expect(page.getByRole('heading', { level: 2, name: 'Séance introuvable' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('an attendee who opens /contenu gets the French refusal', async ({ browser, expectNoAxeViolations }) => {
  const attendee = await signUp(site.request, 'contenu-refus');
  const context = await browser.newContext({ baseURL: site.server.url, ...EDITOR_PHONE });
  const page = await context.newPage();
  await signInPage(page, attendee.token);
  await page.goto('/contenu/programme/09');
  await expect(page.getByRole('alert')).toHaveText('Cette action est réservée aux organisateurs du congrès.');
  await expectNoAxeViolations(page);
  await context.close();
});
