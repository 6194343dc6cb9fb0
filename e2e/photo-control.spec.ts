import type { APIRequestContext, Page } from '@playwright/test';
import { openMenuIfFolded, signUp, storeToken } from './support/attendees';
import { meanColour, publishThroughApi, sameColour, solidJpeg, type Colour } from './support/images';
import { readZip } from './support/zip';
import { expect, test } from './fixtures';
import { answerMapAtTheEdge } from './support/third-party-map';
import { openGallery } from './support/gallery';

// Decisions 013 to 015: publishing that cannot go wrong, and an attendee's control over their photos and account.

const DUPLICATE = 'Vous avez déjà publié cette photo : elle est déjà dans la galerie.';
const PHOTO_DELETED = 'Photo supprimée : elle n’apparaît plus dans la galerie.';
const WRONG_PASSWORD = 'Mot de passe incorrect : votre compte n’a pas été supprimé.';

/** A photo as GET /api/photos lists it (the fields these tests read). */
interface Photo {
  id: number;
  filename: string;
  thumbnail: string;
  username: string;
}

const RED: Colour = { r: 220, g: 30, b: 30 };
const GREEN: Colour = { r: 30, g: 200, b: 40 };
const BLUE: Colour = { r: 30, g: 40, b: 220 };

// The embedded map is a third party, unreachable here: answered at the network edge.
test.beforeEach(({ page }) => answerMapAtTheEdge(page));

/** The photos of `username` as GET /api/photos lists them: oldest first. */
async function photosOf(request: APIRequestContext, username: string): Promise<Photo[]> {
  const res = await request.get('/api/photos');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Photo[]).filter((photo) => photo.username === username);
}

const captionsOf = (page: Page, username: string) =>
  page.locator('.gallery__caption').filter({ hasText: new RegExp(`^Publié par ${username}$`) });

test(
  'a double tap publishes a batch once, listed in the order it was chosen',
  { tag: '@phone' },
  async ({ page, request, hasTouch }, testInfo) => {
    const attendee = await signUp(request, testInfo.project.name);
    await storeToken(page, attendee.token);
    // Each photo starts once (decision 053: one request per photo, tus or a plain post), each under a
    // key of its own: the idempotency key, or the tus upload's `key` metadata.
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'POST') return;
      const { pathname } = new URL(req.url());
      const headers = req.headers();
      if (pathname === '/api/upload-photo') uploads.push(headers['idempotency-key'] ?? 'sans clé');
      const key = headers['upload-metadata']?.split(',').find((pair) => pair.startsWith('key '));
      if (pathname === '/api/uploads' && key) uploads.push(key);
    });
    await openGallery(page);

    // Chosen green, red, blue: neither alphabetical nor by size (the first is the largest).
    const chosen = [
      { name: 'c-vert.jpg', colour: GREEN, buffer: await solidJpeg(GREEN, 1600, 1200) },
      { name: 'a-rouge.jpg', colour: RED, buffer: await solidJpeg(RED, 640, 480) },
      { name: 'b-bleu.jpg', colour: BLUE, buffer: await solidJpeg(BLUE, 800, 600) },
    ];
    await page
      .getByLabel(/Choisir des photos/)
      .setInputFiles(chosen.map(({ name, buffer }) => ({ name, mimeType: 'image/jpeg', buffer })));
    const previews = page.getByRole('list', { name: 'Photos choisies' }).getByRole('img');
    await expect(previews).toHaveCount(3);

    // Two quick taps on "Publier", as a thumb does on a slow phone. `force` taps the button even
    // once it is disabled (Playwright would otherwise wait for it): the browser then ignores the tap.
    const publish = page.getByRole('button', { name: /^(Publier|Publication\.\.\.)$/ });
    const doubleTap = async () => {
      for (let i = 0; i < 2; i += 1) {
        if (hasTouch) await publish.tap({ force: true });
        else await publish.click({ force: true });
      }
    };
    await doubleTap();

    await expect(page.getByText('Images publiées avec succès !')).toBeVisible();
    // The 2 s after success: the selection is still there, "Publier" is disabled, a new tap does nothing.
    await expect(previews).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Publier' })).toBeDisabled();
    await doubleTap();
    // Then the selection is cleared and "Publier" is live again.
    await expect(page.getByRole('list', { name: 'Photos choisies' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Publier' })).toBeEnabled();
    expect(uploads).toHaveLength(3);
    expect(new Set(uploads).size).toBe(3);

    // Nothing listed twice: three photos, each once, in the API and in the gallery.
    const listed = await photosOf(request, attendee.username);
    expect(listed).toHaveLength(3);
    await expect(captionsOf(page, attendee.username)).toHaveCount(3);

    // The API lists them oldest first, stored last chosen first (decision 037): read newest first,
    // each file has the colour chosen for its place.
    for (const [i, photo] of [...listed].reverse().entries()) {
      const file = await request.get(`/uploads/photos/${photo.filename}`);
      expect(file.status()).toBe(200);
      const colour = await meanColour(await file.body());
      expect(sameColour(colour, chosen[i]?.colour ?? RED), `photo ${i + 1} is ${JSON.stringify(colour)}`).toBe(true);
    }
    // The gallery shows the newest first: the batch in the order it was chosen.
    const thumbs = page.locator('.gallery__thumb');
    const shown = await Promise.all([0, 1, 2].map((i) => thumbs.nth(i).getAttribute('src')));
    expect(shown).toEqual(listed.map((photo) => `/uploads/photos/thumbs/${photo.thumbnail}`).reverse());
  },
);

test('files the server refuses are listed by name with its reason, and an image published again is refused', async ({
  page,
  request,
}, testInfo) => {
  const attendee = await signUp(request, testInfo.project.name);
  await storeToken(page, attendee.token);
  await openGallery(page);
  const input = page.getByLabel(/Choisir des photos/);
  const red = await solidJpeg(RED);

  // A text file renamed .jpg between two images: the two are published, the third is named with the reason.
  await input.setInputFiles([
    { name: 'rouge.jpg', mimeType: 'image/jpeg', buffer: red },
    {
      name: 'notes-de-seance.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Notes de la séance de 9h\n'.repeat(40)),
    },
    { name: 'bleu.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg(BLUE) },
  ]);
  await page.getByRole('button', { name: 'Publier' }).click();

  // One request per photo since decision 053: the page gathers the answers of the batch.
  await expect(page.getByText('Images publiées avec succès !')).toBeVisible();
  const refused = page.locator('.upload__refused li');
  await expect(refused).toHaveText([/^notes-de-seance\.jpg : .*image/]);
  await expect(captionsOf(page, attendee.username)).toHaveCount(2);
  expect(await photosOf(request, attendee.username)).toHaveLength(2);

  // The same image again, under another name, once the selection is cleared.
  await expect(page.getByRole('list', { name: 'Photos choisies' })).toHaveCount(0);
  await input.setInputFiles([{ name: 'rouge-encore.jpg', mimeType: 'image/jpeg', buffer: red }]);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.locator('.upload__refused li')).toHaveText([`rouge-encore.jpg : ${DUPLICATE}`]);
  await expect(page.getByRole('alert')).toContainText('Erreur upload');
  await expect(page.getByText('Images publiées avec succès !')).toHaveCount(0);
  expect(await photosOf(request, attendee.username)).toHaveLength(2);
  await expect(captionsOf(page, attendee.username)).toHaveCount(2);
});

test('a publisher deletes their photo after confirming, and another visitor no longer sees it', async ({
  page,
  request,
  browser,
  server,
  expectNoAxeViolations,
}, testInfo) => {
  const attendee = await signUp(request, testInfo.project.name);
  await publishThroughApi(request, attendee.token, 2);
  const [older, newer] = await photosOf(request, attendee.username);
  if (!older || !newer) throw new Error('two photos expected');

  // Another visitor has the gallery open (its list is in that browser's cache).
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await openGallery(visitor);
  await expect(captionsOf(visitor, attendee.username)).toHaveCount(2);

  await storeToken(page, attendee.token);
  await openGallery(page);
  const deleteButtons = page.getByRole('button', { name: `Supprimer la photo publiée par ${attendee.username}` });
  await expect(deleteButtons).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The newest is first: it is the one deleted.
  await deleteButtons.first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();

  await expect(page.getByText(PHOTO_DELETED)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(captionsOf(page, attendee.username)).toHaveCount(1);
  await expect(page.locator(`img[src="/uploads/photos/thumbs/${newer.thumbnail}"]`)).toHaveCount(0);
  expect((await photosOf(request, attendee.username)).map((photo) => photo.id)).toEqual([older.id]);
  expect((await request.get(`/uploads/photos/${newer.filename}`)).status()).toBe(404);

  await visitor.reload();
  await expect(captionsOf(visitor, attendee.username)).toHaveCount(1);
  await expect(visitor.locator(`img[src="/uploads/photos/thumbs/${newer.thumbnail}"]`)).toHaveCount(0);
  await expect(visitor.locator(`img[src="/uploads/photos/thumbs/${older.thumbnail}"]`)).toHaveCount(1);
  await visitorContext.close();
});

test(
  '"Mon compte": rename everywhere, download one’s data as a zip, delete the account with the password',
  { tag: '@phone' },
  async ({ page, request, expectNoAxeViolations }, testInfo) => {
    const attendee = await signUp(request, testInfo.project.name);
    await publishThroughApi(request, attendee.token, 2);
    await storeToken(page, attendee.token);

    // Reached from the header, which shows who is signed in.
    await page.goto('/');
    await openMenuIfFolded(page);
    const accountLink = page.getByRole('link', { name: /Mon compte/ });
    await expect(accountLink).toContainText(attendee.username);
    await accountLink.click();
    await expect(page).toHaveURL(/\/mon-compte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    const facts = page.locator('.account__facts');
    await expect(facts).toContainText(attendee.email);
    await expect(facts).toContainText(attendee.username);
    await expect(facts.locator('dd').nth(2)).toHaveText(/^2 · Voir la galerie$/);
    await expectNoAxeViolations(page);

    // Rename: the header and every caption of the gallery show the new name.
    const newName = `Camille Renommée ${testInfo.project.name} ${Date.now()}`;
    await page.getByLabel('Nom affiché sous vos photos').fill(newName);
    await page.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await expect(page.getByText('Nom enregistré : il apparaît désormais sous toutes vos photos.')).toBeVisible();
    await openMenuIfFolded(page);
    await expect(page.getByRole('link', { name: /Mon compte/ })).toContainText(newName);
    await openGallery(page);
    await expect(captionsOf(page, newName)).toHaveCount(2);
    await expect(captionsOf(page, attendee.username)).toHaveCount(0);

    // Download: one zip with the account's fields and its photos.
    await page.goto('/mon-compte');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = await readZip(await download.path());
    const names = [...entries.keys()];
    expect(names).toContain('compte.json');
    expect(names.filter((name) => /^photos\/.+\.jpg$/.test(name))).toHaveLength(2);
    const summary = JSON.parse(entries.get('compte.json')?.toString('utf8') ?? '{}') as {
      account: { email: string; username: string };
      photos: { file: string }[];
    };
    expect(summary.account).toMatchObject({ email: attendee.email, username: newName });
    expect(summary.photos.map((photo) => photo.file).sort()).toEqual(
      names.filter((name) => /^photos\/.+\.jpg$/.test(name)).sort(),
    );
    const stored = await photosOf(request, newName);
    for (const photo of stored) {
      const file = await (await request.get(`/uploads/photos/${photo.filename}`)).body();
      expect([...entries.values()].some((data) => data.equals(file))).toBe(true);
    }

    // Delete: a wrong password is said so and changes nothing.
    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('pas le bon mot de passe');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText(WRONG_PASSWORD)).toBeVisible();
    expect(await photosOf(request, newName)).toHaveLength(2);

    // With the password: signed out, the photos gone, and the email free to register again.
    await password.fill(attendee.password);
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText(/^Votre compte a été supprimé/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await openMenuIfFolded(page);
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Mon compte/ })).toHaveCount(0);
    expect(await photosOf(request, newName)).toEqual([]);
    for (const photo of stored) expect((await request.get(`/uploads/photos/${photo.filename}`)).status()).toBe(404);
    const again = await request.post('/api/register', {
      data: { email: attendee.email, username: attendee.username, password: attendee.password },
    });
    expect(again.status()).toBe(201);
  },
);

test('the legal pages are linked from the footer and the site map', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hébergeur' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/sitemap');
  await page.getByRole('main').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page).toHaveURL(/\/confidentialite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vos droits, et comment les exercer' })).toBeVisible();
  await expectNoAxeViolations(page);
});
