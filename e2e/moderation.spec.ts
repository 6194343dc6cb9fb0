import type { APIRequestContext } from '@playwright/test';
import { logInByApi, openMenuIfFolded, signUp, storeToken, type Attendee } from './support/attendees';
import { publishThroughApi } from './support/images';
import { grantOrganiser } from './support/organisers';
import { readZip } from './support/zip';
import { expect, test } from './fixtures';
import { openGallery } from './support/gallery';

// Decisions 014 and 015: reporting a photo, the organisers' "Signalements" page, and their archive of every photo.

const REPORT_RECEIVED = 'Merci : votre signalement a été transmis aux organisateurs, qui vont examiner cette photo.';

/** A photo as GET /api/photos lists it (the fields these tests read). */
interface Photo {
  id: number;
  filename: string;
  username: string;
}

async function listPhotos(request: APIRequestContext): Promise<Photo[]> {
  const res = await request.get('/api/photos');
  expect(res.status()).toBe(200);
  return (await res.json()) as Photo[];
}

/** A new account made organiser with the command line, logged in after (its token carries the role). */
async function organiser(request: APIRequestContext, dataDir: string, label: string): Promise<Attendee> {
  const account = await signUp(request, `orga-${label}`);
  expect(await grantOrganiser(dataDir, account.email)).toContain('est maintenant organisateur');
  return { ...account, token: await logInByApi(request, account.email, account.password) };
}

test(
  'a visitor reports a photo from the lightbox; the organiser keeps it, then deletes it after a second report',
  { tag: '@phone' },
  async ({ page, request, server, expectNoAxeViolations }, testInfo) => {
    const label = testInfo.project.name;
    const publisher = await signUp(request, `a-${label}`);
    await publishThroughApi(request, publisher.token, 1);
    const photo = (await listPhotos(request)).find((listed) => listed.username === publisher.username);
    if (!photo) throw new Error('the photo was not published');
    const reporter = await signUp(request, `b-${label}`);

    // The reporter opens the photo and reports it with a reason.
    await storeToken(page, reporter.token);
    await openGallery(page);
    await page.getByRole('button', { name: `Photo publiée par ${publisher.username}` }).click();
    const lightbox = page.getByRole('dialog', { name: /^Photo \d+ sur \d+$/ });
    await expect(lightbox.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
    await lightbox.getByRole('button', { name: 'Signaler' }).click();
    const report = page.getByRole('dialog', { name: 'Signaler cette photo' });
    const reasonField = report.getByLabel('Raison du signalement');
    await expect(reasonField).toBeFocused();
    const reason = `Je figure sur cette photo et je ne veux pas qu’elle soit publiée (${label}).`;
    await reasonField.fill(reason);
    await expectNoAxeViolations(page);
    await report.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(report).toHaveCount(0);
    await expect(lightbox.getByText(REPORT_RECEIVED)).toBeVisible();

    // The organiser, granted from the command line, finds it from "Organisation" in the header:
    // the day at a glance counts it and leads to "Signalements" (decision 109).
    const moderator = await organiser(request, server.dataDir, label);
    await storeToken(page, moderator.token);
    await page.goto('/');
    await openMenuIfFolded(page);
    await page.getByRole('link', { name: 'Organisation' }).click();
    const reportsLine = page
      .getByRole('region', { name: 'La journée en direct' })
      .getByRole('link', { name: /^Signalements/ });
    await expect(reportsLine).toContainText(/\d+ signalements? à traiter/);
    await reportsLine.click();
    await expect(page).toHaveURL(/\/signalements$/);
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: `Photo de ${publisher.username} · 1 signalement` }),
    });
    await expect(card).toBeVisible();
    await expect(card.getByText(reason)).toBeVisible();
    await expect(card.getByText(new RegExp(`^${reporter.username}, le `))).toBeVisible();
    await expectNoAxeViolations(page);

    // Keep: it leaves the list and stays in the gallery.
    await card.getByRole('button', { name: 'Conserver la photo' }).click();
    await expect(
      page.getByText(`Photo de ${publisher.username} conservée : ses signalements sont classés.`),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('Aucun signalement en attente.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await listPhotos(request)).map((listed) => listed.id)).toContain(photo.id);

    // A second report brings it back; this time the organiser deletes it.
    const again = await request.post(`/api/photos/${photo.id}/report`, {
      headers: { authorization: `Bearer ${reporter.token}` },
      data: { reason: 'Toujours pas d’accord.' },
    });
    expect(again.status()).toBe(201);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card.getByText('Toujours pas d’accord.')).toBeVisible();
    await card.getByRole('button', { name: 'Supprimer la photo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(`Photo de ${publisher.username} supprimée de la galerie.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await listPhotos(request)).map((listed) => listed.id)).not.toContain(photo.id);
    expect((await request.get(`/uploads/photos/${photo.filename}`)).status()).toBe(404);
    await openGallery(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos Photos' })).toBeVisible();
    await expect(page.getByText(/^Aucune photo pour le moment$|^Publié par/).first()).toBeVisible();
    await expect(page.getByText(`Publié par ${publisher.username}`)).toHaveCount(0);
  },
);

test('the organiser downloads every photo as one zip, with its manifest', async ({
  page,
  request,
  server,
}, testInfo) => {
  const label = testInfo.project.name;
  const publisher = await signUp(request, `archive-${label}`);
  await publishThroughApi(request, publisher.token, 2);
  const moderator = await organiser(request, server.dataDir, label);
  const photos = await listPhotos(request);
  expect(photos.filter((photo) => photo.username === publisher.username)).toHaveLength(2);

  await storeToken(page, moderator.token);
  await page.goto('/signalements');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger toutes les photos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = await readZip(await download.path());

  // Every photo of the gallery, as stored, named by date, publisher and id; then the manifest.
  const images = [...entries.keys()].filter((name) => name.endsWith('.jpg'));
  expect(images).toHaveLength(photos.length);
  for (const photo of photos) {
    const name = images.find((image) => image.endsWith(`_${photo.id}.jpg`));
    expect(name, `photo ${photo.id} in the zip`).toMatch(/^(?:.*\/)?\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_.+_\d+\.jpg$/);
    const stored = await (await request.get(`/uploads/photos/${photo.filename}`)).body();
    expect(entries.get(name ?? '')?.equals(stored), `photo ${photo.id} has its stored bytes`).toBe(true);
  }
  const manifestName = [...entries.keys()].find((name) => /(^|\/)manifest\.csv$/.test(name));
  const manifest = (entries.get(manifestName ?? '')?.toString('utf8') ?? '').replace(/^\uFEFF/, '');
  const lines = manifest.trim().split(/\r?\n/);
  expect(lines[0]).toBe('fichier,publié par,date');
  expect(lines).toHaveLength(photos.length + 1);
  for (const image of images) {
    const file = image.split('/').pop() ?? image;
    expect(
      lines.some((line) => line.startsWith(`${file},`)),
      `${file} in the manifest`,
    ).toBe(true);
  }
  const publisherLines = lines.filter((line) => line.includes(`,${publisher.username},`));
  expect(publisherLines).toHaveLength(2);
});
