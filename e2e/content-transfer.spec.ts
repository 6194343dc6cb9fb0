import fs from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { CONTENT_IMPORT_INVALID, type PublishedContent } from '@congres/contracts';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { publishDraft } from './support/content-editor';
import { photo } from './support/images';
import { grantOrganiser } from './support/organisers';
import { useOwnSite, type OwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decisions 088 and 089: an organiser adds a carousel image and a partner from /contenu, then
// the content goes, as one zip, to a second fresh site that shows the same pages.
const first = useOwnSite();
const second = useOwnSite();

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** An organiser of `site`, signed in on a page of their own (on a phone when `phone`). */
async function organiserPage(browser: Browser, site: OwnSite, label: string, phone = false): Promise<Page> {
  const account = await signUp(site.request, label);
  await grantOrganiser(site.server.dataDir, account.email);
  const token = await logInByApi(site.request, account.email, account.password);
  const context = await browser.newContext({ baseURL: site.server.url, ...(phone ? PHONE : {}) });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return page;
}

/** The text of a page's main part once the published version `version` shows. */
async function mainText(page: Page, path: string, shows: RegExp): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('img', { name: shows })).toHaveCount(1);
  return page.locator('main').innerText();
}

/** Whether an image has been loaded and decoded. */
const loaded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('images and partners published from /contenu, exported, and imported on a fresh site', async ({
  browser,
  expectNoAxeViolations,
}, testInfo) => {
  // Two sites, uploads, three axe checks of the editor, a publication and an import.
  test.setTimeout(withRoom(120_000));
  // The pictures are chosen on a phone: its layout is checked on the partners' part.
  const page = await organiserPage(browser, first, `images-${testInfo.project.name}`, true);

  // The pictures and the partners are parts of the editor, each a page (decision 108).
  const parts = page.getByRole('navigation', { name: 'Parties du contenu' });
  await parts.getByRole('link', { name: 'Images' }).click();
  await page.getByLabel('Ajouter une image au carrousel').setInputFiles({
    name: 'salle.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1),
  });
  await expect(page.getByText('Image « salle.jpg » envoyée')).toBeVisible();
  await page.getByLabel('Texte alternatif : image 3').fill('La salle plénière, vue de la scène');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Programme et autres parties' }).click();
  await parts.getByRole('link', { name: 'Partenaires' }).click();
  await page.getByLabel(/^Ajouter un partenaire/).setInputFiles({
    name: 'mutuelle.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(2, { width: 270, height: 60 }),
  });
  await expect(page.getByText('Image « mutuelle.jpg » envoyée')).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await page.getByLabel('Nom du partenaire 7').fill('Mutuelle Gironde');
  // Left empty first: the server asks for the text, under its field.
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  const alt = page.getByLabel('Texte alternatif : logo du partenaire 7');
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toBeFocused();
  await expectNoAxeViolations(page);
  await alt.fill('Mutuelle Gironde');
  await publishDraft(page);
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée.' })).toBeVisible();

  // The welcome page's carousel and every page's partners show them.
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Mutuelle Gironde' })).toHaveCount(1);
  // The carousel hides the slides not shown from the accessibility tree: found by their text.
  await expect(page.locator('.carousel img[alt="La salle plénière, vue de la scène"]')).toHaveAttribute(
    'src',
    /^\/uploads\/content\/[a-f0-9]{32}\.webp$/,
  );
  await page.getByRole('img', { name: 'Mutuelle Gironde' }).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(page, 'Mutuelle Gironde')).toBe(true);

  // Exported as a download, from its part's own address.
  await page.goto('/contenu/export-import');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter le contenu', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contenu-congres-v2.zip');
  const zip = testInfo.outputPath('contenu.zip');
  await download.saveAs(zip);

  // The second site: a refused file first (its problems listed), then the export.
  const other = await organiserPage(browser, second, `import-${testInfo.project.name}`);
  await other.getByRole('link', { name: 'Exporter ou importer' }).click();
  const fileInput = other.getByLabel('Fichier à importer (.zip donné par « Exporter le contenu »)');
  await fileInput.setInputFiles({ name: 'faux.zip', mimeType: 'application/zip', buffer: Buffer.from('pas un zip') });
  await other.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(other.getByRole('alertdialog', { name: 'Remplacer le contenu ?' })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Importer et publier' }).click();
  const refusal = other.getByRole('alert').filter({ hasText: CONTENT_IMPORT_INVALID });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('listitem')).toHaveText([/^archive : Ce fichier n’est pas une archive zip lisible/]);
  await expectNoAxeViolations(other);

  await fileInput.setInputFiles({ name: 'contenu.zip', mimeType: 'application/zip', buffer: await fs.readFile(zip) });
  await other.getByRole('button', { name: 'Importer', exact: true }).click();
  await other.getByRole('button', { name: 'Importer et publier' }).click();
  await expect(
    other.getByRole('status').filter({ hasText: 'Contenu importé : la version 2 est publiée.' }),
  ).toBeVisible();

  // The same pages: the programme, a menu, the partners' names (their logos' text) and the carousel.
  const [from, to] = await Promise.all(
    [first, second].map(async (site) => (await (await site.request.get('/api/content')).json()) as PublishedContent),
  );
  expect(to!.content.partners.map((partner) => partner.name)).toEqual(from!.content.partners.map((p) => p.name));
  const partnerAlts = async (p: Page) =>
    p.locator('.site-footer__logos img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  for (const path of ['/programme', '/repas']) {
    const shown = await mainText(page, path, /^Mutuelle Gironde$/);
    expect(await mainText(other, path, /^Mutuelle Gironde$/)).toBe(shown);
    expect(await partnerAlts(other)).toEqual(await partnerAlts(page));
  }
  await other.goto('/');
  await expect(other.locator('.carousel img[alt="La salle plénière, vue de la scène"]')).toHaveAttribute(
    'src',
    /^\/uploads\/content\/[a-f0-9]{32}\.webp$/,
  );
  await other.getByRole('img', { name: 'Mutuelle Gironde' }).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(other, 'Mutuelle Gironde')).toBe(true);
  await page.context().close();
  await other.context().close();
});
