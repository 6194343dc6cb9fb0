import type { TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { submitRegistration } from './support/attendees';
import { answerMapAtTheEdge } from './support/third-party-map';

// The embedded map is a third party, unreachable here: answered at the network edge.
test.beforeEach(({ page }) => answerMapAtTheEdge(page));

/** An address no other test of this worker's server uses. */
function uniqueEmail(testInfo: TestInfo): string {
  return `registered-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.fr`;
}

test('after registering, the login form has the email filled in (not in the URL) and the focus on the password', async ({
  page,
  expectNoAxeViolations,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/signin');
  await submitRegistration(page, { email });
  await expect(page.getByRole('status')).toContainText('Compte créé avec succès');

  await expect(page).toHaveURL(/\/login$/);
  expect(page.url()).not.toContain(encodeURIComponent(email));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const password = page.getByLabel('Mot de passe', { exact: true });
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  // The keyboard goes on from there: type the password, Enter, and the visitor is in.
  await page.keyboard.type('une phrase de passe');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('a reload of the login page keeps the registered email (from the history entry)', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/signin');
  await submitRegistration(page, { email });
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveURL(/\/login$/);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
  // The prerendered page (decision 020) hydrated and filled the field without an error.
  expect(errors).toEqual([]);
});
