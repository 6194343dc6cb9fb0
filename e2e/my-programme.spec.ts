import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { signInPage, signUp } from './support/attendees';
import { serviceWorkerInControl } from './support/service-worker';
import { accountStars, keptStars, star } from './support/stars';

// Mon programme (decision 061): stars on the phone, merged with the account at sign-in,
// "À suivre" on the welcome page, and the calendar address.

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const titles = (page: Page) => page.locator('.programme-card .programme-card__title');

test('a visitor without an account stars slots with the keyboard; a reload keeps them; Mon programme lists them', async ({
  page,
  expectNoAxeViolations,
}) => {
  await open(page, '/mon-programme');
  await expect(page.getByText('Votre programme est vide pour l’instant.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expectNoAxeViolations(page);

  await open(page, '/programme');
  const nine = star(page, '9h30');
  await nine.focus();
  await page.keyboard.press('Space');
  await expect(nine).toHaveAttribute('aria-pressed', 'true');
  await star(page, '16h').focus();
  await page.keyboard.press('Enter');
  await expect(star(page, '16h')).toHaveAttribute('aria-pressed', 'true');
  // The focused toggle shows its focus ring.
  expect(await star(page, '16h').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await expectNoAxeViolations(page);
  // Written to IndexedDB just after they show: a reload waits for that.
  await expect.poll(() => keptStars(page)).toEqual(['05', '18']);

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(star(page, '9h30')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, '16h')).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, '9h')).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('link', { name: 'Mon programme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon programme' })).toBeVisible();
  await expect(titles(page)).toHaveText(['Intervention 2 : titre à venir', 'Présentation du congrès 2026']);
  await expectNoAxeViolations(page);
  await star(page, '16h').click();
  await expect(titles(page)).toHaveText(['Intervention 2 : titre à venir']);
});

test('signing in merges the phone’s stars with those the account made on another device', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const attendee = await signUp(request, 'etoiles');
  // Another device, signed in: stars 8h35 there, saved on the account.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInPage(otherPage, attendee.token);
  await open(otherPage, '/programme');
  await star(otherPage, '8h35').click();
  // Saved on the account: read there, not from "the next POST" (support/stars.ts says why).
  await expect.poll(() => accountStars(request, attendee.token)).toEqual(['02']);
  await other.close();

  // This phone, without an account: stars 11h15, then logs in.
  await open(page, '/programme');
  await star(page, '11h15').click();
  await expect.poll(() => keptStars(page)).toEqual(['10']);
  await open(page, '/login');
  await page.getByLabel('Email').fill(attendee.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(attendee.password);
  const merged = page.waitForResponse(
    (res) => res.url().endsWith('/api/programme/stars') && res.request().method() === 'POST' && res.ok(),
  );
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await merged;

  await open(page, '/mon-programme');
  await expect(titles(page)).toHaveText(['Mot d’accueil', 'Intervention 4 : titre à venir']);
  // The account has both: the phone's star joined it, the other device's was not overwritten.
  expect(await accountStars(request, attendee.token)).toEqual(['02', '10']);
});

test('on the day, "À suivre" on the welcome page prefers the next starred slot', async ({
  page,
  expectNoAxeViolations,
}) => {
  // 10:24:30 in Bordeaux: the next slot is the 10h25 break; the starred one is 12h15.
  await page.clock.install({ time: new Date('2025-05-23T08:24:30Z') });
  await open(page, '/');
  const status = page.getByRole('region', { name: 'Le congrès aujourd’hui' });
  await expect(status).toContainText('À suivre : 10h25 · Pause');
  await open(page, '/programme');
  await star(page, '12h15').click();
  await expect.poll(() => keptStars(page)).toEqual(['12']);
  await open(page, '/');
  await expect(status).toContainText('À suivre dans mon programme : 12h15 · Intervention 6 : titre à venir');
  await expectNoAxeViolations(page);
  // Once it has begun, "À suivre" is the next slot again.
  await page.clock.runFor(2 * 60 * 60_000);
  await expect(status).toContainText('En cours : 12h15 · Intervention 6 : titre à venir');
  await expect(status).toContainText('À suivre : 12h45 · QCM après');
});

test('a signed-in attendee gets a calendar address with the starred slots; a new one kills the old', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const attendee = await signUp(request, 'agenda');
  await signInPage(page, attendee.token);
  await open(page, '/programme');
  await star(page, '10h').click();
  await expect.poll(() => accountStars(request, attendee.token)).toEqual(['06']);

  await open(page, '/mon-programme');
  await page.getByRole('button', { name: 'Créer mon adresse d’agenda' }).click();
  const address = page.getByLabel('Adresse d’abonnement');
  await expect(address).toHaveValue(/\/api\/programme\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(page.getByRole('link', { name: 'Ouvrir dans l’agenda du téléphone' })).toHaveAttribute(
    'href',
    url.replace(/^http:/, 'webcal:'),
  );
  await expectNoAxeViolations(page);

  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-store');
  const calendar = new ICAL.Component(ICAL.parse(await first.text()) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events.map((event) => event.summary)).toEqual([
    'Présentation du laboratoire · Congrès des professions de santé',
  ]);
  // 10h in Bordeaux is 08:00 UTC in May.
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2025-05-23T08:00:00.000Z');

  await page.getByRole('button', { name: 'Remplacer par une nouvelle adresse' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, stars are made and Mon programme opens without a network', async ({ page, context }) => {
    await open(page, '/programme');
    await serviceWorkerInControl(page);
    await context.setOffline(true);
    await open(page, '/programme');
    await star(page, '14h30').click();
    await expect(star(page, '14h30')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => keptStars(page)).toEqual(['15']);
    const response = await page.goto('/mon-programme');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(titles(page)).toHaveText(['Temps des quiz']);
  });
});
