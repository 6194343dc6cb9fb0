import { axeOn, expect, test } from './fixtures';

// The axe check of every browser test (fixtures.ts) runs in the page itself and keeps only the
// violations (decision 075): this shows it still finds one, on the page and in a frame of the
// page's own origin, and passes a clean page, so that no other test passes by a check gone blind.
test('the axe check fails on a violation, in the page or in its own frame, and passes a clean page', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  // Changed once the app has hydrated, so that the page keeps what the test adds.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    image.id = 'sans-alternative';
    document.querySelector('main')?.append(image);
  });
  const onPage = await axeOn(page).analyze();
  expect(onPage.violations.map((violation) => violation.id)).toContain('image-alt');
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  // A frame of the page's own origin (the site refuses to be framed, so a document of its own).
  await page.evaluate(() => {
    document.getElementById('sans-alternative')?.remove();
    const frame = document.createElement('iframe');
    frame.title = 'Cadre de test';
    frame.srcdoc =
      '<!doctype html><html lang="fr"><title>Cadre</title><main><h1>Cadre</h1><img src="/favicon.svg"></main></html>';
    document.querySelector('main')?.append(frame);
  });
  await expect(
    page.frameLocator('iframe[title="Cadre de test"]').getByRole('heading', { name: 'Cadre' }),
  ).toBeVisible();
  const inFrame = await axeOn(page).analyze();
  expect(inFrame.violations.map((violation) => violation.id)).toContain('image-alt');

  await page.locator('iframe[title="Cadre de test"]').evaluate((element) => element.remove());
  await expectNoAxeViolations(page);
});
