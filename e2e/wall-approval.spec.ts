import { logInByApi, signInPage, signUp, type Attendee } from './support/attendees';
import { publishOneThroughApi } from './support/images';
import { grantOrganiser } from './support/organisers';
import { useOwnSite } from './support/own-site';
import { knows, slide } from './support/wall';
import { expect, test } from './fixtures';

// WALL_APPROVAL=true (decision 067): the wall projects only what an organiser
// approved on /signalements; the gallery keeps every photo. A site of its own, started with the
// setting, as the wall's own test starts one.

const site = useOwnSite({ WALL_APPROVAL: 'true' });

async function organiser(label: string): Promise<Attendee> {
  const account = await signUp(site.request, `orga-${label}`);
  expect(await grantOrganiser(site.server.dataDir, account.email)).toContain('est maintenant organisateur');
  return { ...account, token: await logInByApi(site.request, account.email, account.password) };
}

test('a photo reaches the wall only once an organiser projects it, live, and leaves it when withdrawn', async ({
  page: wall,
  context,
  expectNoAxeViolations,
}, testInfo) => {
  const label = testInfo.project.name;
  const first = await signUp(site.request, `a-${label}`);
  const second = await signUp(site.request, `b-${label}`);
  const moderator = await organiser(label);
  const waiting = await publishOneThroughApi(site.request, first.token, 51);

  // The wall: nothing approved, nothing projected, though the gallery lists the photo.
  const stream = wall.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await wall.goto(`${site.server.url}/mur`);
  await wall.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect((await stream).status()).toBe(200);
  await expect(wall.getByText('Aucune photo pour le moment')).toBeVisible();
  const gallery = (await (await site.request.get('/api/photos')).json()) as { id: number }[];
  expect(gallery.map((photo) => photo.id)).toContain(waiting);

  // The organiser's page: the photo waits, with its thumbnail and its button.
  const desk = await context.newPage();
  await signInPage(desk, moderator.token);
  await desk.goto(`${site.server.url}/signalements`);
  await expect(desk.getByRole('heading', { level: 3, name: 'À valider pour le mur (1)' })).toBeVisible();
  const card = (author: Attendee) =>
    desk.getByRole('listitem').filter({
      has: desk.getByRole('img', { name: `Photo publiée par ${author.username} (ouvrir en grand)` }),
    });
  await expect(
    desk.getByRole('region', { name: /^À valider pour le mur/ }).getByRole('img', { name: /Photo publiée par/ }),
  ).toHaveCount(1);
  await expect(card(first).getByRole('img')).toBeVisible();
  await expectNoAxeViolations(desk);

  // Published while both pages are open: the organiser's list shows it without a reload.
  await publishOneThroughApi(site.request, second.token, 52);
  await expect(desk.getByRole('heading', { level: 3, name: 'À valider pour le mur (2)' })).toBeVisible();

  // Projected from the keyboard: on the wall at once, without a reload, and alone: the photo
  // published before the approval (its event came first) never reached the wall.
  await card(first).getByRole('button', { name: 'Projeter sur le mur' }).focus();
  await desk.keyboard.press('Enter');
  await expect(desk.getByText(`ajoutée au mur : elle passe à l’écran dans quelques secondes.`)).toBeVisible();
  await expect(slide(wall)).toHaveAttribute('data-photo-id', String(waiting));
  await expect(slide(wall).locator('figcaption')).toHaveText(`Publié par ${first.username}`);
  await knows(wall, 1);
  await expect(desk.getByRole('heading', { level: 3, name: 'Sur le mur (1)' })).toBeVisible();
  await expectNoAxeViolations(desk);

  // Withdrawn: it leaves the wall, and stays in the gallery.
  await desk
    .getByRole('region', { name: /^Sur le mur/ })
    .getByRole('button', { name: 'Retirer du mur' })
    .click();
  await expect(desk.getByText('retirée du mur : elle reste dans la galerie.')).toBeVisible();
  await expect(wall.getByText('Aucune photo pour le moment')).toBeVisible();
  await knows(wall, 0);
  const after = (await (await site.request.get('/api/photos')).json()) as { id: number }[];
  expect(after.map((photo) => photo.id)).toContain(waiting);
  await expectNoAxeViolations(desk);
});
