import type { AttendanceCode, ContentDraft, PublishReply } from '@congres/contracts';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { logInByApi, signInPage, signUp, type Attendee } from './support/attendees';
import { publishOneThroughApi } from './support/images';
import { grantOrganiser, organisationLink } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { expect, test } from './fixtures';
import { withRoom } from './support/pace';

// Decision 109: /organisation, the organisers' home, on a 390×844 phone. Its own
// site, with WALL_APPROVAL: the half-days' state and the photos waiting are the whole server's.
const site = useOwnSite({ WALL_APPROVAL: 'true' });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL: site.server.url });
  return context.newPage();
}

async function organiser(label: string): Promise<Attendee> {
  const account = await signUp(site.request, `orga-${label}`);
  expect(await grantOrganiser(site.server.dataDir, account.email)).toContain('est maintenant organisateur');
  return { ...account, token: await logInByApi(site.request, account.email, account.password) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A stroke drawn on the pad, as signature_pad's PNG gives it. */
async function drawnSignature(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M 10 60 C 50 10, 90 90, 140 40 S 230 20, 280 70" stroke="black" stroke-width="3" fill="none"/></svg>';
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** An attendee signs the morning with the code the room's screen shows now, through the API. */
async function signMorning(organiserToken: string, attendee: Attendee): Promise<void> {
  const code = (await (
    await site.request.get('/api/attendance/matin/code', { headers: bearer(organiserToken) })
  ).json()) as AttendanceCode;
  const signed = await site.request.post('/api/attendance/matin/signatures', {
    headers: bearer(attendee.token),
    data: { code: code.code, signature: await drawnSignature() },
  });
  expect(signed.status(), await signed.text()).toBe(201);
}

/** The organiser moves a slot to another room and publishes: a new version of the content. */
async function publish(organiserToken: string, room: string): Promise<number> {
  const headers = bearer(organiserToken);
  const draft = (await (await site.request.get('/api/content/draft', { headers })).json()) as ContentDraft;
  const { baseVersion, content } = draft;
  content.programme[4] = { ...content.programme[4]!, description: `En salle ${room}.` };
  expect((await site.request.put('/api/content/draft', { headers, data: { baseVersion, content } })).status()).toBe(
    200,
  );
  const published = await site.request.post('/api/content/publish', { headers, data: { baseVersion } });
  expect(published.status()).toBe(201);
  return ((await published.json()) as PublishReply).version;
}

/** The glance's line named `label`: a link to its tool, with its figure. */
const line = (page: Page, label: string) =>
  page.getByRole('region', { name: 'La journée en direct' }).getByRole('link', { name: new RegExp(`^${label}`) });

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('an organiser opens /organisation from the header and follows the day live: signatures, photos, a publication', async ({
  browser,
  expectNoAxeViolations,
}) => {
  const orga = await organiser('direct');
  const [first, second, publisher] = await Promise.all(
    ['a', 'b', 'photos'].map((label) => signUp(site.request, `organisation-${label}`)),
  );
  // The morning of the day: opened, one signature, one photo waiting for the wall, reported once.
  expect((await site.request.post('/api/attendance/matin/open', { headers: bearer(orga.token), data: {} })).ok()).toBe(
    true,
  );
  await signMorning(orga.token, first!);
  const photo = await publishOneThroughApi(site.request, publisher!.token, 61);
  const reported = await site.request.post(`/api/photos/${photo}/report`, {
    headers: bearer(first!.token),
    data: { reason: 'Je ne veux pas figurer sur cette photo.' },
  });
  expect(reported.status()).toBe(201);
  const version = await publish(orga.token, 'B');

  const page = await phone(browser);
  await signInPage(page, orga.token);
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // One-handed: "Menu", then the organisers' one link.
  await page.getByRole('button', { name: 'Menu' }).tap();
  await organisationLink(page).tap();
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation de la journée' })).toBeVisible();

  await expect(line(page, 'Contenu publié')).toHaveText(
    new RegExp(`^Contenu publiéVersion ${version}, publiée à \\d{1,2}h(\\d{2})?$`),
  );
  await expect(line(page, 'Émargement · Matinée')).toContainText('Ouvert · 1 signature');
  await expect(line(page, 'Émargement · Après-midi')).toContainText('Pas encore ouvert');
  await expect(line(page, 'Mur de photos')).toContainText('1 photo à valider');
  await expect(line(page, 'Signalements')).toContainText('1 signalement à traiter');
  await expect(line(page, 'Questionnaire de satisfaction')).toContainText('aucune réponse pour le moment');
  await expect(line(page, 'Chiffres du jour')).toContainText('1 photo publiée');
  // The day fits a phone's width, its first lines on the first screen.
  expect(await scrollsSideways(page)).toBe(false);
  await expect(line(page, 'Mur de photos')).toBeInViewport();
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  await expectNoAxeViolations(page);

  // Meanwhile, elsewhere: a second signature, a second photo, a publication. No reload.
  await signMorning(orga.token, second!);
  await expect(line(page, 'Émargement · Matinée')).toContainText('Ouvert · 2 signatures');
  await publishOneThroughApi(site.request, publisher!.token, 62);
  await expect(line(page, 'Mur de photos')).toContainText('2 photos à valider');
  const next = await publish(orga.token, 'C');
  await expect(line(page, 'Contenu publié')).toContainText(`Version ${next}, publiée à`);
  await expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Each line opens its tool, with the keyboard too, its focus in sight.
  await line(page, 'Mur de photos').focus();
  await page.keyboard.press('Tab');
  const reports = line(page, 'Signalements');
  await expect(reports).toBeFocused();
  expect(await reports.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signalements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signalements' })).toBeVisible();
  await page.context().close();
});

test('an attendee who opens /organisation gets the French refusal, and no link to it', async ({
  browser,
  expectNoAxeViolations,
}) => {
  const attendee = await signUp(site.request, 'organisation-refus');
  const page = await phone(browser);
  await signInPage(page, attendee.token);
  await page.goto('/organisation');
  await expect(page.getByRole('alert')).toHaveText('Cette action est réservée aux organisateurs du congrès.');
  await expect(page.getByRole('region', { name: 'La journée en direct' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).tap();
  await expect(organisationLink(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('an anonymous visitor is asked to sign in, and the login comes back to /organisation', async ({
  browser,
  expectNoAxeViolations,
}) => {
  const orga = await organiser('retour');
  const page = await phone(browser);
  await page.goto('/organisation');
  await expect(page.getByText(/^Cette page est réservée aux organisateurs du congrès/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Se connecter' }).tap();
  await page.getByLabel('Email').fill(orga.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(orga.password);
  await page.getByRole('button', { name: 'Se connecter' }).tap();
  await expect(page).toHaveURL(`${site.server.url}/organisation`);
  await expect(line(page, 'Contenu publié')).toContainText('Version');
  await expect(
    page.getByRole('region', { name: 'Vos outils' }).getByRole('link', { name: /^Émargement/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('a line the server fails to give, then the network lost: each said in French, the rest kept, axe-clean', async ({
  browser,
  expectNoAxeViolations,
}) => {
  // The figures without an event are asked again every 15 s: what tells this page it is offline.
  test.setTimeout(withRoom(60_000));
  const orga = await organiser('pannes');
  const page = await phone(browser);
  await signInPage(page, orga.token);
  // A proxy's error page in front of one route: the line says so, the others are there.
  await page.route('**/api/wall/review', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await page.goto('/organisation');
  await expect(line(page, 'Mur de photos')).toContainText('Les photos du mur n’ont pas pu être chargées. Réessayez.');
  await expect(line(page, 'Émargement · Matinée')).toContainText(
    /^Émargement · Matinée(Ouvert|Pas encore ouvert|Clos)/,
  );
  await expect(page.getByText(/^Une partie de la journée n’a pas pu être lue/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back: "Réessayer" reads it again. On a slower host the page's own next read (the query's
  // retry, the figures' refresh) may come first and take the button away while the tap waits for
  // it (slowed run 82): either way the line comes back and the button goes.
  await page.unroute('**/api/wall/review');
  await page
    .getByRole('button', { name: 'Réessayer' })
    .tap({ timeout: withRoom(5_000) })
    .catch((error: unknown) => {
      if (!String(error).includes('Timeout')) throw error;
    });
  await expect(line(page, 'Mur de photos')).toContainText('à valider');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);

  // The network lost: the figures kept, with their time, until it comes back.
  await page.context().setOffline(true);
  await expect(page.getByText(/^Hors ligne : les chiffres affichés sont ceux de \d{1,2}h\d{2}\./)).toBeVisible({
    timeout: withRoom(30_000),
  });
  await expect(line(page, 'Signalements')).toContainText('à traiter');
  await expectNoAxeViolations(page);
  await page.context().setOffline(false);
  await expect(page.getByText(/^Mis à jour en direct/)).toBeVisible({ timeout: withRoom(30_000) });
  await page.context().close();
});
