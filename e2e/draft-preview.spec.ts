import type { ContentDraft } from '@congres/contracts';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { startServer } from './support/server';
import { expect, test } from './fixtures';

// Decision 090: an organiser sees each page with the draft before publishing it; nobody else does.

const DRAFT_STARTER = 'Velouté de potimarron, écrit dans le brouillon';

test('an organiser previews /repas with the draft from the editor; the published page and a visitor see no change', async ({
  browser,
  playwright,
  expectNoAxeViolations,
}) => {
  // A site of its own: the draft saved here is shared by every organiser of the site.
  const own = await startServer();
  const request = await playwright.request.newContext({ baseURL: own.url });
  try {
    const organiser = await signUp(request, 'apercu');
    expect(await grantOrganiser(own.dataDir, organiser.email)).toContain('est maintenant organisateur');
    // Logged in again: the role is in the new token.
    const token = await logInByApi(request, organiser.email, organiser.password);
    const headers = { authorization: `Bearer ${token}` };
    const draft = (await (await request.get('/api/content/draft', { headers })).json()) as ContentDraft;
    const published = draft.content.meals.lunch.menus.normal.starter;
    draft.content.meals.lunch.menus.normal.starter = DRAFT_STARTER;
    const saved = await request.put('/api/content/draft', {
      headers,
      data: { baseVersion: draft.baseVersion, content: draft.content },
    });
    expect(saved.status()).toBe(200);

    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    await signInPage(page, token);
    await page.goto('/contenu');
    await page.getByRole('navigation', { name: 'Parties du contenu' }).getByRole('link', { name: 'Aperçu' }).click();
    await page.getByRole('link', { name: 'Aperçu : Repas' }).click();
    await expect(page).toHaveURL(/\/repas\?apercu=brouillon$/);
    await expect(page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' })).toBeVisible();
    await expect(page.getByText(DRAFT_STARTER)).toBeVisible();
    await expect(page.getByText(published, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back to the editor from the banner; the page without the query is the published one.
    await page.getByRole('link', { name: 'Revenir au contenu' }).click();
    await expect(page).toHaveURL(/\/contenu\/apercu$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Aperçu' })).toBeVisible();
    await page.goto('/repas');
    await expect(page.getByText(published, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(DRAFT_STARTER)).toHaveCount(0);
    await expect(page.getByText('Aperçu du brouillon')).toHaveCount(0);
    await context.close();

    // A visitor who finds the address sees the published page, and is told why.
    const visitorContext = await browser.newContext({ baseURL: own.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/repas?apercu=brouillon');
    await expect(visitor.getByText(/L’aperçu du brouillon est réservé aux organisateurs connectés/)).toBeVisible();
    await expect(visitor.getByText(published, { exact: true }).first()).toBeVisible();
    await expect(visitor.getByText(DRAFT_STARTER)).toHaveCount(0);
    await expectNoAxeViolations(visitor);
    await visitorContext.close();
  } finally {
    await request.dispose();
    await own.stop();
  }
});
