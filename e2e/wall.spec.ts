import { signUp } from './support/attendees';
import { useOwnSite } from './support/own-site';
import { publishOneThroughApi } from './support/images';
import { axeOnPausedWall, knows, openWallOnStillClock, showing, showsItsImage, slide } from './support/wall';
import { expect, test } from './fixtures';

// The wall goes round every photo of the site: its order is only the test's to know on a site
// of its own, not on the worker's server, where the other tests' photos come before and after.
const site = useOwnSite();

test('the wall: newest first, 6 s each, a new photo next, a deleted one gone, offline and back, Space pauses', async ({
  page,
  context,
  expectNoAxeViolations,
}, testInfo) => {
  const author = await signUp(site.request, testInfo.project.name);
  const [oldest, middle, newest] = [
    await publishOneThroughApi(site.request, author.token, 41),
    await publishOneThroughApi(site.request, author.token, 42),
    await publishOneThroughApi(site.request, author.token, 43),
  ];
  await openWallOnStillClock(page, `${site.server.url}/mur`);

  // The newest photo first, its publisher in large type; no header, no footer.
  await showing(page, newest);
  const known = Number(await page.locator('.wall').getAttribute('data-known'));
  await expect(page.getByRole('img', { name: `Photo publiée par ${author.username}` })).toBeVisible();
  await expect(slide(page).locator('figcaption')).toHaveText(`Publié par ${author.username}`);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^QR code vers http.*\/vos-photos$/ })).toBeVisible();
  await expect(page.getByText('Publiez vos photos', { exact: true })).toBeVisible();
  await axeOnPausedWall(page, expectNoAxeViolations);

  // 6 s later, the next one.
  await page.clock.runFor(5_900);
  await showing(page, newest);
  await page.clock.runFor(100);
  await showing(page, middle);

  // Published meanwhile: shown next, before the rotation goes on.
  const fresh = await publishOneThroughApi(site.request, author.token, 44);
  await knows(page, known + 1);
  await page.clock.runFor(6_000);
  await showing(page, fresh);

  // Deleted while on screen: the next one replaces it at once.
  const deleted = await site.request.delete(`/api/photos/${fresh}`, {
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect(deleted.status()).toBe(204);
  await showing(page, oldest);
  await knows(page, known);

  // Space pauses: the photo stays however long; Space again resumes.
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('En pause');
  await page.clock.runFor(30_000);
  await showing(page, oldest);
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('');

  // Offline: the wall goes round with the photos whose images it has; one it cannot load
  // (announced by the stream, never loaded here) is skipped.
  await context.setOffline(true);
  const whileOffline = await publishOneThroughApi(site.request, author.token, 45);
  for (const expected of [newest, middle, oldest]) {
    await page.clock.runFor(6_000);
    await showing(page, expected);
    await showsItsImage(page);
  }

  // Back online: the photo published meanwhile has its turn, its image loaded.
  await context.setOffline(false);
  await page.clock.runFor(6_000);
  await showing(page, whileOffline);
  await showsItsImage(page);
  await axeOnPausedWall(page, expectNoAxeViolations);
});

test('the wall without motion for those who ask for less, and without a cursor', async ({
  page,
  request: workerRequest,
}, testInfo) => {
  const author = await signUp(workerRequest, testInfo.project.name);
  await publishOneThroughApi(workerRequest, author.token, 46);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/mur');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mur de photos' })).toBeAttached();
  await expect(slide(page)).toHaveCSS('animation-name', 'none');
  await expect(page.locator('.wall')).toHaveCSS('cursor', 'none');
});
