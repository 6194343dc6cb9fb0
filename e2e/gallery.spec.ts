import { signInPage, signUp } from './support/attendees';
import { photo, publishThroughApi } from './support/images';
import { expect, test } from './fixtures';
import { openGallery } from './support/gallery';

test(
  'a signed-in attendee picks three images, sees them, publishes, and finds them first in the gallery',
  { tag: '@phone' },
  async ({ page, request, expectNoAxeViolations }, testInfo) => {
    const { token, username } = await signUp(request, testInfo.project.name);
    await signInPage(page, token);
    const fetched: string[] = [];
    page.on('requestfinished', (req) => fetched.push(req.url()));
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await openGallery(page);

    const input = page.getByLabel(/Choisir des photos/);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expectNoAxeViolations(page);
    await input.setInputFiles(
      await Promise.all(
        [1, 2, 3].map(async (i) => ({ name: `congres-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(i) })),
      ),
    );
    const previews = page.getByRole('list', { name: 'Photos choisies' }).getByRole('img');
    await expect(previews).toHaveCount(3);

    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Images publiées avec succès !')).toBeVisible();
    // Two seconds later the selection is gone and the gallery shows the new photos first.
    await expect(page.getByRole('list', { name: 'Photos choisies' })).toHaveCount(0);
    const captions = page.locator('.gallery__caption');
    await expect(captions.nth(0)).toHaveText(`Publié par ${username}`);
    await expect(captions.nth(1)).toHaveText(`Publié par ${username}`);
    await expect(captions.nth(2)).toHaveText(`Publié par ${username}`);

    // The compression worker loaded the library from our own origin, never from a CDN.
    expect(fetched.some((url) => /\/assets\/browser-image-compression-[\w-]+\.js$/.test(url))).toBe(true);
    expect(fetched.filter((url) => !url.startsWith(new URL(page.url()).origin) && !url.startsWith('blob:'))).toEqual(
      [],
    );
    expect(violations).toEqual([]);

    const thumb = page.getByRole('img', { name: `Photo publiée par ${username}` }).first();
    await expect(thumb).toHaveAttribute('src', /^\/uploads\/photos\/thumbs\/[a-f0-9-]+\.webp$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  },
);

test(
  'with 13 photos a second page exists, and the lightbox wraps both ways and closes with Escape',
  { tag: '@phone' },
  async ({ page, request, expectNoAxeViolations }, testInfo) => {
    const { token } = await signUp(request, testInfo.project.name);
    await publishThroughApi(request, token, 13);
    await openGallery(page);

    const pages = page.getByRole('navigation', { name: 'Pages de la galerie' });
    await expect(pages.getByRole('link', { name: 'Page 2' })).toBeVisible();
    await expect(page.locator('.gallery__item')).toHaveCount(12);
    await pages.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);

    const total = ((await (await request.get('/api/photos')).json()) as unknown[]).length;
    const opener = page.locator('.gallery__open').first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    // A modal dialog: the page behind is inert, out of the keyboard's, the pointer's and screen
    // readers' reach (a link there cannot take the focus).
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    const linkBehindTakesFocus = () =>
      page
        .locator('#root a')
        .first()
        .evaluate((link: HTMLElement) => {
          link.focus();
          return document.activeElement === link;
        });
    expect(await linkBehindTakesFocus()).toBe(false);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Photo précédente' }).click();
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();

    // A swipe to the left shows the next photo (pointer events, as a finger makes them).
    const box = await dialog.getByRole('img').boundingBox();
    if (!box) throw new Error('the lightbox image has no box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector(':modal'))).toBeNull();
    await expect(opener).toBeFocused();
  },
);

test('an anonymous visitor sees the gallery and an invitation to log in, but no upload area', async ({
  page,
  expectNoAxeViolations,
}) => {
  await openGallery(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  await expect(page.getByLabel(/Choisir des photos/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publier' })).toHaveCount(0);
  await expect(page.getByText(/Aucune photo pour le moment|Publié par/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
