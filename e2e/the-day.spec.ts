import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';

// Phones set to any zone: the day follows the Bordeaux clock all the same.
test.use({ timezoneId: 'America/New_York' });

const card = (page: Page, time: string) =>
  page.locator('.programme-card').filter({ has: page.locator('time', { hasText: new RegExp(`^${time}$`) }) });

test('before the day, the welcome page counts the days down', async ({ page, expectNoAxeViolations }) => {
  await page.clock.install({ time: new Date('2025-05-13T10:00:00Z') });
  await page.goto('/');
  await expect(page.getByText('Plus que 10 jours avant le congrès.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/programme');
  await expect(page.locator('.programme-card').first()).toBeVisible();
  await expect(page.getByText('En cours')).toHaveCount(0);
});

test('on the day, "En cours" and "À suivre" on the welcome page and the programme, checked every minute', async ({
  page,
  expectNoAxeViolations,
}) => {
  // 10:24:30 in Bordeaux (04:24 in New York).
  await page.clock.install({ time: new Date('2025-05-23T08:24:30Z') });
  await page.goto('/');
  const status = page.getByRole('region', { name: 'Le congrès aujourd’hui' });
  await expect(status).toContainText('En cours : 10h15 · QCM après');
  await expect(status).toContainText('À suivre : 10h25 · Pause');
  await expectNoAxeViolations(page);

  await page.goto('/programme');
  await expect(card(page, '10h15').getByText('En cours')).toBeVisible();
  await expect(card(page, '10h25').getByText('À suivre')).toBeVisible();
  await expect(page.locator('.programme-card').first()).toHaveClass(/programme-card--highlight/);
  await expectNoAxeViolations(page);

  await page.clock.runFor(60_000);
  await expect(card(page, '10h25').getByText('En cours')).toBeVisible();
  await expect(card(page, '10h45').getByText('À suivre')).toBeVisible();
  await expect(page.getByText('En cours')).toHaveCount(1);
});

test('after the day, the welcome page says the congress is over and points to the photos and presentations', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.clock.install({ time: new Date('2025-05-24T09:00:00Z') });
  await page.goto('/');
  const status = page.getByRole('region', { name: 'Le congrès aujourd’hui' });
  await expect(status).toContainText('Le congrès est terminé : merci de votre venue !');
  await expectNoAxeViolations(page);
  await status.getByRole('link', { name: 'les présentations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Présentation' })).toBeVisible();
  await page.goBack();
  await page.getByRole('region', { name: 'Le congrès aujourd’hui' }).getByRole('link', { name: 'les photos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
});

test('the day’s calendar, linked from the programme and the welcome page, is valid iCalendar', async ({
  page,
  request,
}) => {
  await page.goto('/programme');
  const dayLink = page.getByRole('link', { name: 'Ajouter toute la journée à mon agenda' });
  await expect(dayLink).toHaveAttribute('href', '/congres.ics');
  const cardLink = card(page, '12h45').getByRole('link', { name: 'Ajouter à mon agenda : 12h45, QCM après' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Ajouter le programme de la journée à mon agenda' })).toHaveAttribute(
    'href',
    '/congres.ics',
  );

  const response = await request.get('/congres.ics');
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events).toHaveLength(18);
  expect(events[0]!.summary).toMatch(/^Accueil et inscription/);
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2025-05-23T06:00:00.000Z');
  expect(events[17]!.endDate.toJSDate().toISOString()).toBe('2025-05-23T15:00:00.000Z');
  expect(events.every((event) => event.location.startsWith('Institut des formations aux métiers de la santé'))).toBe(
    true,
  );

  // One card's own slot.
  await page.goto('/programme');
  const slot = await request.get((await cardLink.getAttribute('href'))!);
  const [only, ...rest] = new ICAL.Component(ICAL.parse(await slot.text()) as unknown[])
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  expect(rest).toEqual([]);
  expect(only!.summary).toMatch(/^QCM après/);
  expect(only!.startDate.toJSDate().toISOString()).toBe('2025-05-23T10:45:00.000Z');
});
