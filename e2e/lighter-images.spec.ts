import { signUp } from './support/attendees';
import { solidJpeg } from './support/images';
import { expect, test } from './fixtures';
import { openGallery } from './support/gallery';

// Decision 041: the grid takes the AVIF thumbnail, the lightbox a lighter copy of
// the photo, and the original stays one keyboard-reachable link away.
test(
  'the grid loads the AVIF thumbnail; a big photo opens at display size with a link to the original',
  { tag: '@phone' },
  async ({ page, request, expectNoAxeViolations }, testInfo) => {
    const { token, username } = await signUp(request, testInfo.project.name);
    // 3000 × 2000, sent to the API directly: no client compression to 1024 px before it.
    const res = await request.post('/api/upload-photo', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        'images[]': {
          name: 'grande.jpg',
          mimeType: 'image/jpeg',
          buffer: await solidJpeg({ r: 40, g: 110, b: 170 }, 3000, 2000),
        },
      },
    });
    expect(res.status()).toBe(201);
    const {
      published: [photo],
    } = (await res.json()) as { published: { filename: string; display: string | null }[] };
    if (photo === undefined) throw new Error('nothing published');
    expect(photo.display).toMatch(/^[a-f0-9-]{36}\.webp$/);

    await openGallery(page);
    const thumb = page.getByRole('img', { name: `Photo publiée par ${username}` }).first();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/uploads\/photos\/thumbs\/[a-f0-9-]{36}\.avif$/,
    );

    await page
      .getByRole('button', { name: `Photo publiée par ${username}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const image = dialog.getByRole('img', { name: `Photo publiée par ${username}` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shown = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(Math.max(shown.width, shown.height)).toBeLessThanOrEqual(1600);
    expect(shown.src).toMatch(new RegExp(`/uploads/photos/${photo.display}$`));

    // From "Fermer", focused when the lightbox opens, the keyboard reaches the link next.
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Tab');
    const download = dialog.getByRole('link', { name: 'Télécharger l’original' });
    await expect(download).toBeFocused();
    await expect(download).toHaveAttribute('href', `/uploads/photos/${photo.filename}`);
    const original = await request.get(`/uploads/photos/${photo.filename}`);
    expect(original.headers()['content-type']).toBe('image/jpeg');
    await expectNoAxeViolations(page);
  },
);
