import { INFORMATION_ROUTES, PRERENDERED_ROUTES } from '@congres/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INFO_PAGES } from './support/info-pages';

/**
 * The page as a browser with scripts off renders it, in a context where axe can still run
 * (axe is a script; with `javaScriptEnabled: false` Playwright cannot run it): the document
 * from the server, its scripts removed and its <noscript> contents unwrapped.
 */
async function openAsWithoutScripts(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto(url);
  return page;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'every information page shows all of its content, and the header and footer links are plain links',
    { tag: '@phone' },
    async ({ page }) => {
      for (const info of INFO_PAGES) {
        await page.goto(info.path);
        await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${info.title} · `));
        await info.shows(page);
        await info.showsWithoutScripts(page);
        // The menu is not folded away: its links are there at every width, with nothing to open.
        await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
        const nav = page.getByRole('navigation', { name: 'Navigation principale' });
        for (const label of ['Programme', 'Repas', 'Itinéraires', 'Présentation', 'Quizz', 'Vos Photos', 'Connexion']) {
          await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' })).toBeVisible();
        await expect(page.getByAltText('Logo partenaire 6')).toBeVisible();
      }
      // Links work without a script: the header leads from page to page, the footer to the site map.
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Repas' })
        .click();
      await expect(page).toHaveURL('/repas');
      await expect(page.getByRole('heading', { level: 1, name: 'Repas' })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' }).click();
      await expect(page).toHaveURL('/sitemap');
      await page.locator('.sitemap-list').getByRole('link', { name: 'Itinéraires' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Itinéraires' })).toBeVisible();
    },
  );

  test('the gallery and the account pages show their static shell', async ({ page }) => {
    for (const [path, heading] of [
      ['/vos-photos', 'Vos Photos'],
      ['/login', 'Connexion'],
      ['/signin', 'Inscription'],
      ['/forgot-password', 'Mot de passe oublié'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nos Partenaires & Contact' })).toBeVisible();
    }
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
  });
});

test('without scripts, a later page of the gallery says it needs JavaScript instead of showing empty cells forever', async ({
  context,
  baseURL,
}) => {
  // The first page is in the document (e2e/rendered-gallery.spec.ts); the others come from the API.
  const page = await openAsWithoutScripts(context, `${baseURL}/vos-photos?page=2`);
  await expect(
    page.getByText('La galerie a besoin de JavaScript pour afficher les photos : activez-le dans votre navigateur.'),
  ).toBeVisible();
  // The empty cells and the "loading" status are hidden: nothing is loading.
  await expect(page.locator('.gallery--pending')).toHaveCount(2);
  for (const pending of await page.locator('.gallery--pending').all()) await expect(pending).toBeHidden();
  await expect(page.getByRole('status')).toHaveCount(0);
});

for (const route of PRERENDERED_ROUTES) {
  test(
    `no axe violation on ${route} as it shows without scripts`,
    { tag: '@phone' },
    async ({ context, baseURL, expectNoAxeViolations }) => {
      const page = await openAsWithoutScripts(context, `${baseURL}${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expectNoAxeViolations(page);
    },
  );
}

test('every prerendered page hydrates: no error, the build’s nodes kept and made React’s', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  // The page's scripts wait until its HTML is on screen, to tell the build's nodes from new ones.
  let open = () => {};
  let gate = Promise.resolve();
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  for (const route of PRERENDERED_ROUTES) {
    gate = new Promise<void>((resolve) => (open = resolve));
    await page.goto(route, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const built = await heading.elementHandle();
    open();
    // Hydration adopts the node the build wrote (React marks it as its own); a mismatch would
    // have thrown (#418) and replaced it.
    await expect
      .poll(() => built?.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    expect(await heading.evaluate((node, original) => node === original, built)).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('the information routes are the pages the build wrote in full', () => {
  expect(INFORMATION_ROUTES).toEqual(INFO_PAGES.map((info) => info.path));
});
