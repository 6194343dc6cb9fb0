import { signUp } from './support/attendees';
import { publishThroughApi } from './support/images';
import { expect, test } from './fixtures';
import { openGallery } from './support/gallery';

// Decision 035: the gallery reads the list a page at a time, never whole, and has the next page
// before it is asked for.
test('the gallery asks for pages, never the whole list, and has page 2 before "Page suivante"', async ({
  page,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const { token } = await signUp(request, `pages-${testInfo.project.name}`);
  await publishThroughApi(request, token, 25);
  const listRequests: URL[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/api/photos') listRequests.push(url);
  });
  await openGallery(page);
  await expect(page.locator('.gallery__item')).toHaveCount(12);
  // Page 2 is asked for by the cursor of page 1, ahead.
  await expect.poll(() => listRequests.some((url) => url.searchParams.has('before'))).toBe(true);
  await page.waitForLoadState('networkidle');

  // From now on the list cannot be read: page 2 can only come from what was fetched ahead.
  const photoList = (url: URL) => url.pathname === '/api/photos';
  await page.route(photoList, (route) => route.abort('internetdisconnected'));
  const thumbnailOf = (n: number) => page.locator('.gallery__thumb').nth(n);
  const firstOfPage1 = await thumbnailOf(0).getAttribute('src');
  const pages = page.getByRole('navigation', { name: 'Pages de la galerie' });
  await pages.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.locator('.gallery__item')).toHaveCount(12);
  await expect(thumbnailOf(0)).not.toHaveAttribute('src', firstOfPage1 ?? '');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // Page 3 by its button, the network back.
  await page.unroute(photoList);
  await pages.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.gallery__item').first().getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);

  // Every request carried a page size: the whole list was never asked for.
  expect(listRequests.length).toBeGreaterThanOrEqual(3);
  for (const url of listRequests) expect(url.searchParams.get('limit')).toBe('12');
});

// The two waits of a paged gallery: a page the device has never received while the network is
// down, and a photo of a page still on its way in the lightbox. Both say so, in French, and
// pass axe.
test('a page never received says so offline, and the lightbox says a photo of another page is on its way', async ({
  page,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const { token } = await signUp(request, `page-waits-${testInfo.project.name}`);
  await publishThroughApi(request, token, 13);
  // The list cannot be read from the start: page 1 comes in the document, page 2 never does.
  const photoList = (url: URL) => url.pathname === '/api/photos';
  await page.route(photoList, (route) => route.abort('internetdisconnected'));
  await openGallery(page);
  await expect(page.locator('.gallery__item')).toHaveCount(12);
  const pages = page.getByRole('navigation', { name: 'Pages de la galerie' });
  await pages.getByRole('link', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(
    page.getByText(
      'Cette page de la galerie n’a pas encore été vue sur cet appareil : elle s’affichera au retour de la connexion.',
    ),
  ).toBeVisible();
  await expect(page.locator('.gallery__item')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back on page 1 (kept), the list now answers, but slowly: the lightbox moves from the last
  // photo of page 1 to the first of page 2 while that page is on its way.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.unroute(photoList);
  await page.route(photoList, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
  await pages.getByRole('link', { name: 'Page 1' }).click();
  await expect(page.locator('.gallery__item')).toHaveCount(12);
  await page.locator('.gallery__open').nth(11).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByRole('img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Chargement de la photo…')).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The answers arrive: the photo takes the message's place.
  holding = false;
  for (const release of held.splice(0)) await release();
  await expect(lightbox.getByText('Chargement de la photo…')).toHaveCount(0);
  await expect(lightbox.getByRole('img', { name: /^Photo publiée par / })).toBeVisible();
});
