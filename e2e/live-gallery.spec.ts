import type { APIRequestContext, Page } from '@playwright/test';
import { signInPage, signUp } from './support/attendees';
import { photo, publishThroughApi, solidJpeg } from './support/images';
import { expect, test } from './fixtures';
import { openGallery } from './support/gallery';

/**
 * Opens the gallery and waits until its event stream is connected (decision 057) and the page
 * it asked for at its start has been answered: a page answered after a test's publication holds
 * that photo already, which is then rightly not news (CI once saw "1 nouvelle photo" for two).
 */
async function openLiveGallery(page: Page, path = '/vos-photos'): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  const shown = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/photos');
  await openGallery(page, path);
  expect((await stream).status()).toBe(200);
  expect([200, 304]).toContain((await shown).status());
  // Set once: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
}

const notReloaded = (page: Page) => expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);

let colour = 0;
/** Publishes one photo of a colour of its own through the API; its id. */
async function publishOne(request: APIRequestContext, token: string): Promise<number> {
  colour += 1;
  const res = await request.post('/api/upload-photo', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      'images[]': {
        name: `live-${colour}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await solidJpeg({ r: (colour * 53) % 256, g: (colour * 91) % 256, b: 40 }),
      },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { published: { id: number }[] }).published[0]?.id ?? 0;
}

test('two pages: a photo published on one appears on the other without a reload, and leaves it when deleted', async ({
  page,
  browser,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const publisher = await signUp(request, testInfo.project.name);
  await openLiveGallery(page);

  // The other page: an attendee publishing from the gallery's own form.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInPage(other, publisher.token);
  await openGallery(other);
  await other.getByLabel(/Choisir des photos/).setInputFiles({
    name: 'en-direct.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(31),
  });
  await other.getByRole('button', { name: 'Publier' }).click();
  await expect(other.getByText('Images publiées avec succès !')).toBeVisible();

  const shown = page.getByRole('img', { name: `Photo publiée par ${publisher.username}` });
  await expect(shown).toBeVisible();
  await expect(page.locator('.gallery__caption').first()).toHaveText(`Publié par ${publisher.username}`);
  await notReloaded(page);
  // Nothing to click: a visitor at the top of page 1 simply sees it.
  await expect(page.getByRole('button', { name: /nouvelles? photos?$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Deleted by its publisher (from the other page's gallery): gone from this one too.
  await other.getByRole('button', { name: `Supprimer la photo publiée par ${publisher.username}` }).click();
  await other
    .getByRole('alertdialog', { name: 'Supprimer cette photo ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(other.getByRole('img', { name: `Photo publiée par ${publisher.username}` })).toHaveCount(0);
  await expect(shown).toHaveCount(0);
  await notReloaded(page);
  await context.close();
});

test('on page 2, new photos wait behind "N nouvelles photos", which the keyboard follows to the top of page 1', async ({
  page,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const earlier = await signUp(request, testInfo.project.name);
  await publishThroughApi(request, earlier.token, 13);
  const newcomer = await signUp(request, testInfo.project.name);
  await openLiveGallery(page, '/vos-photos?page=2');
  await expect(page.getByRole('list', { name: /^Photos, page 2 sur/ })).toBeVisible();

  await publishOne(request, newcomer.token);
  const offer = page.getByRole('button', { name: '1 nouvelle photo' });
  await expect(offer).toBeVisible();
  await publishOne(request, newcomer.token);
  await expect(page.getByRole('button', { name: '2 nouvelles photos' })).toBeVisible();
  // The visitor was not moved: still page 2, without the new photos.
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('img', { name: `Photo publiée par ${newcomer.username}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Reached and pressed with the keyboard alone.
  const button = page.getByRole('button', { name: '2 nouvelles photos' });
  for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('list', { name: /^Photos, page 1 sur/ })).toBeVisible();
  const captions = page.locator('.gallery__caption');
  await expect(captions.nth(0)).toHaveText(`Publié par ${newcomer.username}`);
  await expect(captions.nth(1)).toHaveText(`Publié par ${newcomer.username}`);
  await expect(page.getByRole('heading', { name: 'Galerie' })).toBeFocused();
  await expect(page.getByRole('button', { name: /nouvelles? photos?$/ })).toHaveCount(0);
  await notReloaded(page);
  await expectNoAxeViolations(page);
});

test('a visitor reading a photo in the lightbox is not moved; a photo deleted meanwhile leaves the offer', async ({
  page,
  request,
}, testInfo) => {
  const earlier = await signUp(request, testInfo.project.name);
  await publishThroughApi(request, earlier.token, 2);
  const newcomer = await signUp(request, testInfo.project.name);
  await openLiveGallery(page);

  await page.locator('.gallery__open').first().click();
  const dialog = page.getByRole('dialog');
  const position = dialog.getByText(/^1 \/ \d+$/);
  await expect(position).toBeVisible();
  const before = await position.textContent();

  const first = await publishOne(request, newcomer.token);
  await publishOne(request, newcomer.token);
  // Both events reached the page while the lightbox was open (the offer waits under the modal
  // layer, out of the accessibility tree): on a busy machine the second could otherwise arrive
  // after Escape, when a visitor at the top of page 1 gets it shown at once, as designed.
  await expect(page.locator('.new-photos__button')).toHaveText('2 nouvelles photos');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: '2 nouvelles photos' })).toBeVisible();
  // The count in the lightbox did not move while it was open; the grid has not the new photos.
  expect(before).toMatch(/^1 \/ \d+$/);
  await expect(page.getByRole('img', { name: `Photo publiée par ${newcomer.username}` })).toHaveCount(0);

  const deleted = await request.delete(`/api/photos/${first}`, {
    headers: { authorization: `Bearer ${newcomer.token}` },
  });
  expect(deleted.status()).toBe(204);
  await expect(page.getByRole('button', { name: '1 nouvelle photo' })).toBeVisible();
  await page.getByRole('button', { name: '1 nouvelle photo' }).click();
  await expect(page.getByRole('img', { name: `Photo publiée par ${newcomer.username}` })).toHaveCount(1);
  await notReloaded(page);
});
