import { SITE_ROUTES } from '@congres/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInByApi, openMenuIfFolded, signUp, storeToken, type Attendee } from './support/attendees';
import { publishThroughApi } from './support/images';
import { grantOrganiser } from './support/organisers';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 029: no page, in any state a visitor meets, scrolls sideways on the
// narrowest phones, and nothing sticks out past the right edge of the screen.

/** Every route of the site (a token for the reset page), and one that does not exist (the 404). */
const ROUTES = [
  ...Object.values(SITE_ROUTES).map((route) => route.replace(':token', 'un-jeton-quelconque')),
  '/cette-page-n-existe-pas',
];

/**
 * What sticks out to the right of the viewport: the page's own scroll width, and every element
 * drawn past the right edge that no ancestor clips (an element inside a box that hides or
 * scrolls its overflow is that box's business; a visually hidden text is clipped to nothing).
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > scroller.clientWidth) {
      found.push(`the page is ${scroller.scrollWidth} px wide in a ${scroller.clientWidth} px viewport`);
    }
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clip !== 'auto') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.clip !== 'auto' || clipped(element)) continue;
      found.push(`${describe(element)} ends at ${Math.round(box.right)} px (viewport ${width} px)`);
    }
    return found;
  });
}

/** The narrowest phones' widths: each state is measured at both, the page resized in place. */
const NARROWEST = 320;
const WIDTHS = [NARROWEST, 375];
const HEIGHT = 700;

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // Web fonts or late images could widen a line: measured once everything the page asked for is in.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    expect(await sidewaysOverflow(page), `${where}, ${width} px wide`).toEqual([]);
  }
  // Back to the narrowest, where the next state is reached.
  await page.setViewportSize({ width: NARROWEST, height: HEIGHT });
}

/** Opens a route and waits until it shows what its visitor came for. */
async function visit(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The pages that ask the API first: measured once the answer is shown.
  await expect(page.getByText(/^Chargement/)).toHaveCount(0);
}

/** Every route, and the menu opened on each where it folds. */
async function everyRoute(page: Page, who: string): Promise<void> {
  for (const route of ROUTES) {
    await visit(page, route);
    await expectNoSidewaysScroll(page, `${route} (${who})`);
    await openMenuIfFolded(page);
    await expectNoSidewaysScroll(page, `${route} (${who}), menu open`);
  }
}

async function organiser(request: APIRequestContext, dataDir: string, label: string): Promise<Attendee> {
  const account = await signUp(request, `overflow-orga-${label}`);
  await grantOrganiser(dataDir, account.email);
  return { ...account, token: await logInByApi(request, account.email, account.password) };
}

test.describe(`${WIDTHS.join(' and ')} px wide`, () => {
  test.use({ viewport: { width: NARROWEST, height: HEIGHT } });

  test('anonymous: no page scrolls sideways', async ({ page }) => {
    test.setTimeout(withRoom(60_000));
    await everyRoute(page, 'anonymous');
  });

  test('signed in with photos: no page, dialog nor form scrolls sideways', async ({ page, request }, testInfo) => {
    test.setTimeout(withRoom(60_000));
    const label = testInfo.project.name;
    const attendee = await signUp(request, `overflow-${label}`);
    await publishThroughApi(request, attendee.token, 2);
    // Someone else's photo too: the lightbox then offers "Signaler".
    const other = await signUp(request, `overflow-other-${label}`);
    await publishThroughApi(request, other.token, 1);
    await storeToken(page, attendee.token);
    await everyRoute(page, 'signed in');

    // The gallery with photos, the lightbox, the report dialog and a confirm dialog.
    await visit(page, '/vos-photos');
    await expect(page.getByRole('img', { name: `Photo publiée par ${attendee.username}` })).toHaveCount(2);
    await expectNoSidewaysScroll(page, 'gallery with photos');
    await page.getByRole('button', { name: `Photo publiée par ${other.username}` }).click();
    const lightbox = page.getByRole('dialog', { name: /^Photo \d+ sur \d+$/ });
    await expect(lightbox).toBeVisible();
    await expectNoSidewaysScroll(page, 'lightbox');
    await lightbox.getByRole('button', { name: 'Signaler' }).click();
    const report = page.getByRole('dialog', { name: 'Signaler cette photo' });
    await expect(report).toBeVisible();
    await expectNoSidewaysScroll(page, 'report dialog');
    await page.keyboard.press('Escape');
    await expect(report).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await page
      .getByRole('button', { name: `Supprimer la photo publiée par ${attendee.username}` })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Supprimer cette photo ?' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'confirm dialog in the gallery');
    await page.keyboard.press('Escape');

    // The account page, its password shown, and its confirm dialog.
    await visit(page, '/mon-compte');
    await expect(page.getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('un mot de passe très long pour voir si le champ déborde');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expectNoSidewaysScroll(page, '/mon-compte, password shown');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/mon-compte, confirm dialog');
  });

  test('organiser with a reported photo: no page nor dialog scrolls sideways', async ({
    page,
    request,
    server,
  }, testInfo) => {
    test.setTimeout(withRoom(60_000));
    const label = testInfo.project.name;
    const publisher = await signUp(request, `overflow-pub-${label}`);
    await publishThroughApi(request, publisher.token, 1);
    const photos = (await (await request.get('/api/photos')).json()) as { id: number; username: string }[];
    const photo = photos.find((listed) => listed.username === publisher.username);
    if (!photo) throw new Error('the photo was not published');
    const moderator = await organiser(request, server.dataDir, label);
    const reported = await request.post(`/api/photos/${photo.id}/report`, {
      headers: { authorization: `Bearer ${moderator.token}` },
      data: { reason: 'Une raison assez longue pour remplir toute la largeur de la carte du signalement, et plus.' },
    });
    expect(reported.status()).toBe(201);

    await storeToken(page, moderator.token);
    await everyRoute(page, 'organiser');
    await visit(page, '/signalements');
    const card = page.getByRole('listitem').filter({ hasText: publisher.username });
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page, '/signalements with a report');
    await card.getByRole('button', { name: /^Supprimer/ }).click();
    await expect(page.getByRole('alertdialog', { name: 'Supprimer cette photo ?' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/signalements, confirm dialog');
  });
});
