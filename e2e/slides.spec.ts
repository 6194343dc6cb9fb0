import type { Page } from '@playwright/test';
import { SLIDES_MESSAGES, type PublishedContent } from '@congres/contracts';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { publishDraft } from './support/content-editor';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { pdfText, printedPdf } from './support/pdf';
import { chromiumLaunchOptions } from './support/chromium';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 084: an organiser attaches slides to slots in /contenu, publishes, and every visitor
// finds them on /presentation (in the programme's order) and on the programme's cards; the PDF
// is served so that it never runs script on the site's origin, and Chromium still shows it.
const site = useOwnSite();
// Chromium's browser, not the headless shell the other tests use (decision 097): the last step
// opens the PDF in the browser's own viewer, which the shell does not have.
test.use({ launchOptions: chromiumLaunchOptions });

const PLACEHOLDER =
  'Les présentations des intervenants seront publiées ici dès que les organisateurs les mettront en ligne.';
/** Chromium's own PDF viewer: the frame it opens a PDF document in. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

/** Opens a slot alone from the editor's list (decision 108), by the start of its row's name; its page. */
async function openSlot(page: Page, start: string) {
  await page.getByRole('link', { name: new RegExp(`^${start}`) }).click();
  return page.getByRole('region', { name: new RegExp(`^${start.replace(' ', ' · ')}`) });
}

test('an organiser attaches slides to slots, publishes, and visitors open them safely', async ({
  browser,
  expectNoAxeViolations,
}) => {
  // Two browsers' contexts, an upload, axe on the editor and on the pages.
  test.setTimeout(withRoom(120_000));
  const visitor = await browser.newContext({ baseURL: site.server.url });
  const reader = await visitor.newPage();
  await reader.goto('/presentation');
  await expect(reader.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(reader.getByText(PLACEHOLDER)).toBeVisible();
  await expectNoAxeViolations(reader);

  const account = await signUp(site.request, 'diapositives');
  await grantOrganiser(site.server.dataDir, account.email);
  const token = await logInByApi(site.request, account.email, account.password);
  const context = await browser.newContext({ baseURL: site.server.url });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const labo = await openSlot(page, '10h Présentation du laboratoire');
  await expect(labo.getByLabel('Joindre les diapositives (PDF)')).toBeVisible();

  // A page renamed .pdf is refused at once, in French, and nothing is attached.
  await labo.getByLabel('Joindre les diapositives (PDF)').setInputFiles({
    name: 'diapos.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(labo.getByRole('alert')).toHaveText(SLIDES_MESSAGES.notPdf);

  const pdf = await printedPdf(browser, 'Diapositives du laboratoire');
  await labo.getByLabel('Joindre les diapositives (PDF)').setInputFiles({
    name: 'Labo 2025.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(labo.getByRole('status')).toHaveText(
    '« Labo 2025.pdf » est joint à la séance : il sera visible après la publication du brouillon.',
  );
  await expect(labo.getByRole('alert')).toHaveCount(0);
  await expect(labo.getByRole('link', { name: 'Labo 2025.pdf' })).toBeVisible();

  // A link the server refuses is said under its field; the organiser corrects it.
  await page.getByRole('link', { name: 'Revenir au programme' }).first().click();
  const closing = await openSlot(page, '16h Présentation du congrès 2026');
  const link = closing.getByLabel('Lien vers la présentation en ligne');
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(/Le lien doit commencer par http:\/\/ ou https:\/\/\./);
  await link.fill('https://example.org/congres-2026');
  await expectNoAxeViolations(page);

  await publishDraft(page);
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée.' })).toBeVisible();
  const published = (await (await site.request.get('/api/content')).json()) as PublishedContent;
  const pdfRef = published.content.programme.find((entry) => entry.id === '06')?.slides?.pdf;
  expect(pdfRef).toMatchObject({ name: 'Labo 2025.pdf', bytes: pdf.length });

  // The open /presentation follows the publication, in the programme's order.
  const headings = reader.locator('.presentation-list').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['10h Présentation du laboratoire', '16h Présentation du congrès 2026']);
  await expect(reader.getByText(PLACEHOLDER)).toHaveCount(0);
  const pdfLink = reader.getByRole('link', { name: /^Diapositives \(PDF, 0,1 Mo\)/ });
  await expect(pdfLink).toHaveAttribute('href', pdfRef!.src);
  await expect(reader.getByRole('link', { name: /^Présentation en ligne/ })).toHaveAttribute(
    'href',
    'https://example.org/congres-2026',
  );
  await expectNoAxeViolations(reader);

  // The programme's card links the same slides.
  await reader.goto('/programme');
  const card = reader.locator('li.programme-card').filter({ hasText: 'Présentation du laboratoire' });
  await expect(card.getByRole('link', { name: /^Diapositives \(PDF, 0,1 Mo\)/ })).toHaveAttribute('href', pdfRef!.src);

  // The PDF itself: the same bytes, as a PDF that can run no script on this origin.
  const answer = await site.request.get(pdfRef!.src);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toMatch(/^sandbox;/);
  const body = await answer.body();
  expect(body.equals(pdf)).toBe(true);
  expect(pdfText(body)).toContain('Diapositives du laboratoire');

  // Opened from the card, Chromium shows it in its own viewer despite the sandbox.
  await card.getByRole('link', { name: /^Diapositives/ }).click();
  await expect(reader).toHaveURL(new RegExp(`${pdfRef!.src}$`));
  await expect.poll(() => reader.frames().some((frame) => frame.url().startsWith(PDF_VIEWER))).toBe(true);
  await context.close();
  await visitor.close();
});
