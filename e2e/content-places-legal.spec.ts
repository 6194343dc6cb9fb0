import type { PublishedContent } from '@congres/contracts';
import { signInPage, signUp } from './support/attendees';
import { publishDraft } from './support/content-editor';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// The places, map points and legal pages in the organisers' editor, on a phone: a site of its
// own, so that this file's publication is version 2.
const site = useOwnSite();

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

test('an organiser on a phone corrects the legal notice and the venue’s map point, then publishes', async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(withRoom(90_000));
  const account = await signUp(site.request, 'lieux-legal');
  await grantOrganiser(site.server.dataDir, account.email);
  const context = await browser.newContext({ baseURL: site.server.url, ...PHONE });
  const page = await context.newPage();
  await signInPage(page, account.token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  // Two parts of the editor, each a page of its own (decision 108): what is typed in one stays.
  const parts = page.getByRole('navigation', { name: 'Parties du contenu' });
  await parts.getByRole('link', { name: 'Lieux et carte' }).click();
  const latitude = page.getByLabel('Latitude (lieu du congrès)');
  await latitude.fill('44,8301');
  await page.goBack();
  await parts.getByRole('link', { name: 'Pages légales' }).click();
  const legal = page.getByRole('button', { name: 'Modifier : Mentions légales' });
  await legal.click();
  await expect(page.getByRole('button', { name: 'Masquer : Mentions légales' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const paragraph = page.locator('#contenu-legal-notice-2-paragraphs-0');
  await paragraph.fill('OVH, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07.');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await publishDraft(page, 'Hébergeur et point de la carte');
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée.' })).toBeVisible();
  const published = (await (await site.request.get('/api/content')).json()) as PublishedContent;
  expect(published.version).toBe(2);
  expect(published.content.event.venue.point.lat).toBe(44.8301);
  expect(published.content.legal.notice[2]?.paragraphs[0]).toBe(
    'OVH, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07.',
  );

  await page.goto('/mentions-legales');
  await expect(page.getByText('OVH, 2 rue Kellermann, 59100 Roubaix, 09 72 10 10 07.')).toBeVisible();
  await context.close();
});
