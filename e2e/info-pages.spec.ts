import type { Page } from '@playwright/test';
import { openMenuIfFolded } from './support/attendees';
import { expect, test } from './fixtures';
import { INFO_PAGES } from './support/info-pages';
import { answerMapAtTheEdge } from './support/third-party-map';

// The embedded map is a third party, unreachable here: answered at the network edge.
test.beforeEach(({ page }) => answerMapAtTheEdge(page));

/** What each page shows once its script runs, beside what it always shows (support/info-pages.ts). */
const WITH_SCRIPTS: Record<string, (page: Page) => Promise<void>> = {
  '/': async (page) => {
    await expect(page.getByRole('button', { name: 'Voir en grand' })).toBeVisible();
    // The interactive map comes only on request: no request to a third party before.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Afficher la carte interactive' }).click();
    await expect(page.locator('iframe[title^="Carte"]')).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
  },
  '/quizz': async (page) => {
    for (const label of ['Quiz 1', 'Quiz 2', 'Quiz 3']) {
      const quiz = page
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .or(page.getByRole('button', { name: label }));
      await expect(quiz).toBeVisible();
    }
  },
};

const PAGES = [
  ...INFO_PAGES,
  {
    path: '/page-qui-n-existe-pas',
    title: 'Page introuvable',
    heading: 'Page introuvable',
    shows: async (page: Page) => {
      await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    },
  },
];

for (const info of PAGES) {
  test(
    `${info.path} shows its content, its own title, the footer, and passes axe`,
    { tag: '@phone' },
    async ({ page, baseURL, expectNoAxeViolations }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(`${baseURL}/`)) thirdParty.push(request.url());
      });
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${info.title} · `));
      await info.shows(page);
      await expect(page.getByRole('heading', { name: 'Nos Partenaires & Contact' })).toBeVisible();
      await expect(page.getByAltText('Logo partenaire 6')).toBeVisible();
      // Every image of the page really loads (served with its hashed name and a type the browser
      // decodes); those that wait to be scrolled to are asked for now.
      await page
        .locator('img[loading="lazy"]')
        .evaluateAll((images) => (images as HTMLImageElement[]).forEach((image) => (image.loading = 'eager')));
      await expect
        .poll(() =>
          page
            .locator('img')
            .evaluateAll((images) =>
              (images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
            ),
        )
        .toBe(true);
      expect(thirdParty).toEqual([]);
      await expectNoAxeViolations(page);
      await WITH_SCRIPTS[info.path]?.(page);
    },
  );
}

test(
  'the navigation leads to each page and marks it active',
  { tag: '@phone' },
  async ({ page, expectNoAxeViolations }) => {
    await page.goto('/');
    await openMenuIfFolded(page);
    // At phone size, axe must also pass with the menu open.
    await expectNoAxeViolations(page);

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [label, path] of [
      ['Programme', '/programme'],
      ['Repas', '/repas'],
      ['Itinéraires', '/itineraire'],
      ['Quizz', '/quizz'],
      ['Connexion', '/login'],
    ] as const) {
      await openMenuIfFolded(page);
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await openMenuIfFolded(page);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: /APSB Bordeaux/ }).click();
    await expect(page).toHaveURL('/');
  },
);

// The menu folds below 900px: both projects check it at a phone's width.
test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu folds behind its toggle, which Escape closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const programme = page.getByRole('link', { name: 'Programme', exact: true });
    await expect(programme).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(programme).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(programme).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(programme).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the carousel’s controls are one row under the image, and the footer is compact', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const image = await carousel.getByRole('img').boundingBox();
    const controls = await carousel
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).map((box) => ({ top: box.top, bottom: box.bottom })),
      );
    expect(controls).toHaveLength(4);
    expect(new Set(controls.map((box) => Math.round(box.top))).size).toBe(1);
    expect(controls[0]!.top).toBeGreaterThanOrEqual(image!.y + image!.height);
    await expect(carousel.getByText('1 / 2')).toBeVisible();
    // The footer was about 950 px tall on a phone, partners one per row.
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(footer!.height).toBeLessThan(600);
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the programme reads in time order at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/programme');
    const tops = await page
      .locator('.programme-card')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(tops).toHaveLength(18);
    // Each card below the one before: the eye reads down, in the order of the day.
    expect(tops.every((top, i) => i === 0 || top > tops[i - 1]!)).toBe(true);
  });
}

test('the carousel advances on its own, and its image opens large and closes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.getByRole('group', { name: '1 sur 2' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(carousel.getByRole('group', { name: '2 sur 2' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(carousel.getByRole('group', { name: '1 sur 2' })).toBeVisible();

  await carousel.getByRole('button', { name: 'Mettre en pause' }).click();
  await page.clock.runFor(20_000);
  await expect(carousel.getByRole('group', { name: '1 sur 2' })).toBeVisible();

  const enlarge = carousel.getByRole('button', { name: 'Voir en grand' });
  await enlarge.click();
  const overlay = page.getByRole('dialog', { name: 'Image agrandie' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('img', { name: /Affiche du congrès/ })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Fermer l’image agrandie' })).toBeFocused();
  await overlay.click();
  await expect(overlay).toBeHidden();
  await expect(enlarge).toBeFocused();

  await enlarge.click();
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(enlarge).toBeFocused();
});

test.describe('quizzes, seen from a visitor whose clock is in another zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('unlock at their instant and show their opening in Bordeaux time', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-05-23T07:59:00Z') });
    await page.goto('/quizz');

    const quiz1 = page.getByRole('link', { name: /^Quiz 1/ });
    await expect(quiz1).toHaveAttribute('target', '_blank');
    await expect(quiz1).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('button', { name: 'Quiz 2' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Quiz 3' })).toBeDisabled();
    await expect(page.getByText('Ouvre le vendredi 23 mai à 10h')).toBeVisible();
    await expect(page.getByText('Ouvre le vendredi 23 mai à 12h30')).toBeVisible();

    // The page re-checks every 30 s: a minute and a half later, 08:00 UTC has passed.
    await page.clock.runFor(90_000);
    await expect(page.getByRole('link', { name: /^Quiz 2/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('button', { name: 'Quiz 3' })).toBeDisabled();

    await page.clock.fastForward('02:30:00');
    await page.clock.runFor(30_000);
    await expect(page.getByRole('link', { name: /^Quiz 3/ })).toHaveAttribute('target', '_blank');
  });
});
