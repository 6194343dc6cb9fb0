import { ATTENDANCE_PATH, parisInstant, type HalfDaySummary, type PublishedContent } from '@congres/contracts';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { publishDraft } from './support/content-editor';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { axeOn, expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 091: the training action's half-days in the organisers' editor, on a phone. A site
// of its own, so that this file's publication is version 2 and its half-days no other test's.
const site = useOwnSite();

const PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

test('an organiser on a phone changes the afternoon’s trainer and end, publishes, and the attendance follows', async ({
  browser,
}) => {
  test.setTimeout(withRoom(90_000));
  const account = await signUp(site.request, 'formation');
  await grantOrganiser(site.server.dataDir, account.email);
  const token = await logInByApi(site.request, account.email, account.password);
  const context = await browser.newContext({ baseURL: site.server.url, ...PHONE });
  const page = await context.newPage();
  await signInPage(page, token);
  await page.goto('/contenu');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  await page.getByRole('link', { name: 'Formation (émargement)' }).click();
  const section = page.locator('section[aria-labelledby="contenu-formation"]');
  const afternoon = section.getByRole('listitem').filter({ hasText: 'Demi-journée 2' });
  await expect(afternoon.getByRole('heading', { level: 3 })).toHaveText('Demi-journée 2 : Après-midi');
  await afternoon.getByLabel('Formateur ou formatrice').fill('Dr Claire Martin');
  const end = afternoon.getByLabel('Fin');
  await end.fill('17h15');
  // Keyboard only: the last slot leaves the afternoon with the space bar.
  const lastSlot = afternoon.getByRole('checkbox').last();
  await lastSlot.focus();
  await page.keyboard.press('Space');
  await expect(lastSlot).not.toBeChecked();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const axe = await axeOn(page).include('section[aria-labelledby="contenu-formation"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await publishDraft(page, 'Formatrice de l’après-midi');
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 publiée.' })).toBeVisible();

  const published = (await (await site.request.get('/api/content')).json()) as PublishedContent;
  const training = published.content.training!;
  expect(training.halfDays[1]).toMatchObject({ id: 'apres-midi', trainer: 'Dr Claire Martin', endsAt: '17h15' });
  expect(training.halfDays[1]?.slotIds).not.toContain(published.content.programme.at(-1)?.id);

  const list = await site.request.get(ATTENDANCE_PATH, { headers: { authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const halfDays = (await list.json()) as HalfDaySummary[];
  const day = published.content.event.dateIso;
  expect(halfDays.find((entry) => entry.id === 'apres-midi')).toEqual({
    id: 'apres-midi',
    label: 'Après-midi',
    startsAt: new Date(parisInstant(day, '14h30')).toISOString(),
    endsAt: new Date(parisInstant(day, '17h15')).toISOString(),
    open: false,
  });
  await context.close();
});
