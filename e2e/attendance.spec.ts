import { ATTENDANCE_MESSAGES, EVIDENCE_KEPT_NOTICE } from '@congres/contracts';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { logInByApi, signInPage, signUp } from './support/attendees';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 092: the attendance pages. The room's screen shows a QR code; an attendee's phone
// reads it, signs with a finger (the pointer here) and is told it is recorded; the organiser's
// list fills in live. Its own site: the half-days' state is the whole server's.
const site = useOwnSite();

// The narrowest phone the site supports (decision 029).
const PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };

/** Whether the page scrolls sideways (it must not on a phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Reads the QR code from the screen's own picture, as a phone's camera would. */
async function readQrFromScreen(page: Page): Promise<string> {
  const { data, info } = await sharp(await page.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  expect(found, 'a QR code on the screen').not.toBeNull();
  return found!.data;
}

/** Draws a signature across the pad with the pointer: down, a zigzag, up. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  // In front of the other tabs of its browser: a tab behind another draws no frames, and each
  // move of the pointer waits for one (a run without a trace's screencast then took minutes).
  await page.bringToFront();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.25, 0.3],
    [0.4, 0.7],
    [0.55, 0.35],
    [0.7, 0.65],
    [0.85, 0.4],
  ] as const) {
    await page.mouse.move(...at(fx, fy), { steps: 4 });
  }
  await page.mouse.up();
}

const halfDay = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label}`) });

test('an attendee scans the room’s screen, signs on the phone and shows on the organiser’s list live; a second signature is refused', async ({
  browser,
  expectNoAxeViolations,
}) => {
  test.setTimeout(withRoom(240_000));
  const { request, server } = site;
  const organiser = await signUp(request, 'emargement-org', 'Odile Organisatrice');
  await grantOrganiser(server.dataDir, organiser.email);
  const organiserToken = await logInByApi(request, organiser.email, organiser.password);
  const attendee = await signUp(request, 'emargement-part', 'Paul Participant');
  const withoutPhone = await signUp(request, 'emargement-sans', 'Simone Sanstéléphone');

  // The organiser's laptop: /emargement, the half-days, nothing open yet.
  const desk = await browser.newContext({ baseURL: server.url });
  await signInPage(await desk.newPage(), organiserToken);
  const list = desk.pages()[0]!;
  const stream = list.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await list.goto('/emargement');
  await expect(list.getByRole('heading', { level: 1, name: 'Émargement' })).toBeVisible();
  const morning = halfDay(list, 'Matinée');
  await expect(morning).toContainText('8h – 13h');
  await expect(morning).toContainText('État : Pas encore ouvert');
  await expect(morning.getByText('Aucune présence enregistrée pour le moment')).toBeVisible();
  // The organisers' stream, opened with a ticket (decision 104): the public one never carries attendance.
  expect((await stream).status()).toBe(200);
  expect(new URL((await stream).url()).searchParams.has('ticket')).toBe(true);
  await list.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  await expectNoAxeViolations(list);

  await morning.getByRole('button', { name: 'Ouvrir l’émargement' }).click();
  await expect(morning).toContainText('État : Ouvert');
  await expect(morning.getByText('Émargement ouvert : Matinée. Affichez le QR code dans la salle.')).toBeVisible();
  await expectNoAxeViolations(list);

  // The room's screen, on a projector: the label, the QR code, the address to type.
  const [projector] = await Promise.all([
    desk.waitForEvent('page'),
    morning.getByRole('link', { name: 'Afficher le QR code dans la salle' }).click(),
  ]);
  await projector.setViewportSize({ width: 1920, height: 1080 });
  await expect(projector.getByRole('heading', { level: 1, name: 'Matinée' })).toBeVisible();
  await expect(projector.getByRole('img', { name: /^QR code d’émargement/ })).toBeVisible();
  await expect(projector.getByText('Sans appareil photo, saisissez')).toBeVisible();
  await expectNoAxeViolations(projector);
  const scanned = await readQrFromScreen(projector);
  expect(scanned).toMatch(new RegExp(`^${server.url}/emargement/signer\\?demi-journee=matin&code=[\\w-]+$`));
  // On a laptop too, the whole code is on screen and still reads.
  await projector.setViewportSize({ width: 1366, height: 768 });
  const qr = (await projector.getByRole('img', { name: /^QR code d’émargement/ }).boundingBox())!;
  expect(qr.y + qr.height).toBeLessThanOrEqual(768);
  expect(await readQrFromScreen(projector)).toMatch(/\/emargement\/signer\?demi-journee=matin&code=/);

  // The attendee's phone, signed out: the login brings them back to the scanned address.
  const phone = await browser.newContext({ baseURL: server.url, ...PHONE });
  const signer = await phone.newPage();
  await signer.goto(scanned);
  await expect(signer.getByText('Connectez-vous pour signer votre présence')).toBeVisible();
  await expectNoAxeViolations(signer);
  await signer.getByRole('link', { name: 'Se connecter' }).click();
  await signer.getByLabel('Email').fill(attendee.email);
  await signer.getByLabel('Mot de passe', { exact: true }).fill(attendee.password);
  await signer.getByRole('button', { name: 'Se connecter' }).click();
  await expect(signer).toHaveURL(scanned);
  await expect(signer.getByRole('heading', { level: 1, name: 'Signer ma présence' })).toBeVisible();
  await expect(signer.getByRole('main').getByText('Matinée', { exact: true })).toBeVisible();
  await expect(signer.getByRole('main').getByText('Paul Participant', { exact: true })).toBeVisible();
  await expect(signer.getByText(EVIDENCE_KEPT_NOTICE)).toBeVisible();
  expect(await scrollsSideways(signer)).toBe(false);
  await expectNoAxeViolations(signer);

  // Nothing drawn: refused on the phone, with what to do.
  await signer.getByRole('button', { name: 'Signer' }).click();
  await expect(signer.getByRole('alert')).toHaveText(
    'Signez dans le cadre avec le doigt ou la souris avant d’appuyer sur le bouton.',
  );
  await expectNoAxeViolations(signer);

  // Drawn, then "Effacer" empties the pad again.
  const pad = signer.getByRole('img', { name: 'Votre signature' });
  await drawSignature(signer, pad);
  await expect(signer.getByText('Signature tracée.')).toBeVisible();
  await signer.getByRole('button', { name: 'Effacer' }).click();
  await expect(signer.getByText('Cadre vide.')).toBeVisible();

  // Signed: the phone says it is recorded.
  await drawSignature(signer, pad);
  await signer.getByRole('button', { name: 'Signer' }).click();
  const done = signer.getByText(
    /^Votre présence est enregistrée : Matinée, signée par Paul Participant à \d{1,2}h\d{0,2}\.$/,
  );
  await expect(done).toBeVisible();
  await expectNoAxeViolations(signer);

  // The organiser's list has them, without a reload.
  await expect(morning.getByRole('row', { name: /Paul Participant .* Le participant/ })).toBeVisible();
  await expect(morning.getByText('1 présence enregistrée')).toBeVisible();
  await expect(list.locator('html[data-not-reloaded]')).toHaveCount(1);
  await expect(projector.getByText('1 présence enregistrée')).toBeVisible();

  // A second signature for the same half-day is refused in French.
  await signer.goto(scanned);
  await drawSignature(signer, signer.getByRole('img', { name: 'Votre signature' }));
  await signer.getByRole('button', { name: 'Signer' }).click();
  await expect(signer.getByRole('alert')).toHaveText(ATTENDANCE_MESSAGES.alreadySigned);
  await expectNoAxeViolations(signer);

  // A code that is not the screen's: refused, with "scan again".
  await signer.goto('/emargement/signer?demi-journee=matin&code=pas-le-bon-code');
  await drawSignature(signer, signer.getByRole('img', { name: 'Votre signature' }));
  await signer.getByRole('button', { name: 'Signer' }).click();
  await expect(signer.getByRole('alert')).toHaveText(ATTENDANCE_MESSAGES.staleCode);

  // A participant without a phone: found by name, signs on the organiser's screen.
  await morning.getByLabel('Nom ou email du participant').fill('Simone');
  await morning.getByRole('button', { name: 'Chercher' }).click();
  await morning.getByRole('radio', { name: `Simone Sanstéléphone (${withoutPhone.email})` }).check();
  await drawSignature(list, morning.getByRole('img', { name: 'Signature du participant' }));
  await expectNoAxeViolations(list);
  await morning.getByRole('button', { name: 'Enregistrer sa présence' }).click();
  await expect(morning.getByText('Présence enregistrée pour Simone Sanstéléphone.')).toBeVisible();
  await expect(morning.getByRole('row', { name: /Simone Sanstéléphone .* Odile Organisatrice/ })).toBeVisible();
  // The organiser's page on a phone at the desk: nothing scrolls sideways, the table included.
  await list.setViewportSize({ width: 320, height: 640 });
  expect(await scrollsSideways(list)).toBe(false);
  await list.setViewportSize({ width: 1280, height: 720 });

  // The close: the organiser in charge signs first.
  await morning.getByRole('button', { name: 'Clore et signer' }).click();
  const dialog = list.getByRole('dialog', { name: 'Clore l’émargement : Matinée' });
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectNoAxeViolations(list);
  await dialog.getByRole('button', { name: 'Signer et clore' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Signez dans le cadre avec le doigt ou la souris avant d’appuyer sur le bouton.',
  );
  await drawSignature(list, dialog.getByRole('img', { name: 'Signature du responsable' }));
  await dialog.getByRole('button', { name: 'Signer et clore' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(morning).toContainText('État : Clos');
  await expect(morning.getByText('Émargement clos et signé : Matinée.')).toBeVisible();
  await expect(projector.getByText('L’émargement de cette demi-journée n’est pas ouvert')).toBeVisible();
  await expectNoAxeViolations(list);

  // The sheet, as PDF and CSV.
  const [pdf] = await Promise.all([
    list.waitForEvent('download'),
    morning.getByRole('button', { name: 'Feuille en PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
  const [csv] = await Promise.all([
    list.waitForEvent('download'),
    morning.getByRole('button', { name: 'Feuille en CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const rows = await readFile(await csv.path(), 'utf8');
  expect(rows).toContain('Paul Participant');
  expect(rows).toContain('Simone Sanstéléphone');

  // Closed: the phone says so, with whom to see.
  await signer.goto(scanned);
  await drawSignature(signer, signer.getByRole('img', { name: 'Votre signature' }));
  await signer.getByRole('button', { name: 'Signer' }).click();
  await expect(signer.getByRole('alert')).toHaveText(ATTENDANCE_MESSAGES.closed);

  await phone.close();
  await desk.close();
});

test('the attendance pages ask organisers to sign in, and the signing page says when its link is incomplete', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto(`${site.server.url}/emargement`);
  await expect(page.getByText('Cette page est réservée aux organisateurs du congrès')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${site.server.url}/emargement/signer`);
  await expect(page.getByRole('alert')).toHaveText(
    'Ce lien d’émargement est incomplet : scannez le QR code affiché dans la salle.',
  );
  await expectNoAxeViolations(page);
  await page.goto(`${site.server.url}/emargement/ecran?demi-journee=matin`);
  await expect(page.getByText('Cette page est réservée aux organisateurs du congrès')).toBeVisible();
  await expectNoAxeViolations(page);

  // The login brings the organiser back to the room's screen, its half-day included.
  const organiser = await signUp(site.request, 'ecran-retour', 'Romane Retour');
  await grantOrganiser(site.server.dataDir, organiser.email);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Email').fill(organiser.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(organiser.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${site.server.url}/emargement/ecran?demi-journee=matin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Matinée' })).toBeVisible();
});
