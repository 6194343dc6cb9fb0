import type { Page } from '@playwright/test';
import { logInByApi, signUp, storeToken } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { expect, test } from './fixtures';

// Decision 029: from 1024 px wide, the header is one row in every role: the
// brand, every link and the Connexion or Déconnexion button side by side, each on one line.

interface Item {
  text: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  lines: number;
}

/** The brand and every item of the navigation, with their box and how many lines their text takes. */
function headerItems(page: Page): Promise<Item[]> {
  return page.evaluate(() => {
    const elements = [
      document.querySelector('.site-header__brand'),
      ...document.querySelectorAll('.site-nav__list > li > *'),
    ].filter((element): element is Element => element !== null);
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      // Lines of text: the distinct tops of the text's boxes, per text node (a name under
      // "Mon compte" is a line of its own by design, counted apart).
      let lines = 0;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines = Math.max(lines, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
      return {
        text: (element.textContent ?? '').trim().replace(/\s+/g, ' '),
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        lines,
      };
    });
  });
}

async function expectOneRow(page: Page, expected: string[]): Promise<void> {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  // The session shows once the page has read it (the prerendered header is the anonymous one).
  for (const label of expected.slice(1)) await expect(nav).toContainText(label);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const items = await headerItems(page);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const [index, text] of expected.entries()) expect(items[index]?.text).toContain(text);
  expect(items).toHaveLength(expected.length);
  // One line each, all side by side (every box overlaps every other vertically), inside the screen.
  expect(items.filter((item) => item.lines !== 1).map((item) => item.text)).toEqual([]);
  expect(Math.max(...items.map((item) => item.top))).toBeLessThan(Math.min(...items.map((item) => item.bottom)));
  // From left to right, none over the one before it, the last inside the screen.
  const overlaps = items.slice(1).filter((item, index) => item.left < items[index]!.right);
  expect(overlaps.map((item) => item.text)).toEqual([]);
  expect(items.at(-1)!.right).toBeLessThanOrEqual(width);
}

const PAGES = ['Programme', 'Repas', 'Itinéraires', 'Présentation', 'Quizz', 'Vos Photos'];

for (const width of [1024, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('anonymous: the header is one row', async ({ page, expectNoAxeViolations }) => {
      await expectOneRow(page, ['APSB Bordeaux', ...PAGES, 'Connexion']);
      await expectNoAxeViolations(page);
    });

    test('signed in: the header is one row, Déconnexion included', async ({
      page,
      request,
      expectNoAxeViolations,
    }, testInfo) => {
      const attendee = await signUp(request, `header-${testInfo.project.name}-${width}`);
      await storeToken(page, attendee.token);
      await expectOneRow(page, ['APSB Bordeaux', ...PAGES, 'Mon compte', 'Déconnexion']);
      await expectNoAxeViolations(page);
    });

    test('organiser: the header is one row, Organisation included', async ({
      page,
      request,
      server,
      expectNoAxeViolations,
    }, testInfo) => {
      const account = await signUp(request, `header-orga-${testInfo.project.name}-${width}`);
      await grantOrganiser(server.dataDir, account.email);
      await storeToken(page, await logInByApi(request, account.email, account.password));
      await expectOneRow(page, ['APSB Bordeaux', ...PAGES, 'Organisation', 'Mon compte', 'Déconnexion']);
      await expectNoAxeViolations(page);
    });
  });
}
