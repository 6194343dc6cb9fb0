import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The welcome page, the presentations and the quizzes tell the same story before, during and
// after the day (the Bordeaux clock, whatever the phone's zone: decisions 005 and 022).
test.use({ timezoneId: 'America/New_York' });

const PRESENTATIONS =
  'Les présentations des intervenants seront publiées ici dès que les organisateurs les mettront en ligne.';

/** The presentation page says the same at every moment, and never names a date after which. */
async function expectPresentationPage(page: Page): Promise<void> {
  await page.goto('/presentation');
  await expect(page.getByText(PRESENTATIONS)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/après le|23 mai/);
}

const quizHints = (page: Page) => page.locator('.quiz-list__hint');

test('before the day: days to go, quizzes locked with their opening time', async ({ page, expectNoAxeViolations }) => {
  await page.clock.install({ time: new Date('2025-05-20T10:00:00Z') });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Le congrès aujourd’hui' })).toContainText(
    'Plus que 3 jours avant le congrès.',
  );
  await expectPresentationPage(page);
  await page.goto('/quizz');
  await expect(page.getByText(/^Trois quiz rythment la journée/)).toBeVisible();
  await expect(quizHints(page)).toHaveText([
    'Ouvre le vendredi 23 mai à 8h',
    'Ouvre le vendredi 23 mai à 10h',
    'Ouvre le vendredi 23 mai à 12h30',
  ]);
  await expectNoAxeViolations(page);
});

test('during the day: what is on, and since when the open quizzes are open', async ({
  page,
  expectNoAxeViolations,
}) => {
  // 11h in Bordeaux.
  await page.clock.install({ time: new Date('2025-05-23T09:00:00Z') });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Le congrès aujourd’hui' })).toContainText('En cours : 10h45');
  await expectPresentationPage(page);
  await page.goto('/quizz');
  await expect(page.getByText(/^Trois quiz rythment la journée/)).toBeVisible();
  await expect(quizHints(page)).toHaveText([
    'Ouvert depuis 8h : le formulaire s’ouvre dans un nouvel onglet.',
    'Ouvert depuis 10h : le formulaire s’ouvre dans un nouvel onglet.',
    'Ouvre le vendredi 23 mai à 12h30',
  ]);
  await expectNoAxeViolations(page);
});

test('after the day: the congress is over on every page, the quiz forms still linked', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.clock.install({ time: new Date('2025-05-26T09:00:00Z') });
  await page.goto('/');
  const status = page.getByRole('region', { name: 'Le congrès aujourd’hui' });
  await expect(status).toContainText('Le congrès est terminé : merci de votre venue !');
  await expect(status).toContainText('Retrouvez les photos et les présentations.');
  await expectPresentationPage(page);
  await expectNoAxeViolations(page);

  await page.goto('/quizz');
  await expect(page.getByText(/^Le congrès est terminé : merci de votre venue !/)).toBeVisible();
  await expect(page.getByText(/^Trois quiz rythment la journée/)).toHaveCount(0);
  await expect(quizHints(page)).toHaveText([
    'Ouvert depuis le vendredi 23 mai à 8h : le formulaire s’ouvre dans un nouvel onglet.',
    'Ouvert depuis le vendredi 23 mai à 10h : le formulaire s’ouvre dans un nouvel onglet.',
    'Ouvert depuis le vendredi 23 mai à 12h30 : le formulaire s’ouvre dans un nouvel onglet.',
  ]);
  for (const label of ['Quiz 1', 'Quiz 2', 'Quiz 3']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('target', '_blank');
  }
  await expectNoAxeViolations(page);
});
