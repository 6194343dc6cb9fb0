import { expect, test } from './fixtures';

test('the production build serves the home page in French', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a client route loads directly', async ({ page }) => {
  const response = await page.goto('/programme');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
});
