import type { WallPage } from '@congres/contracts';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signUp } from './support/attendees';
import { publishOneThroughApi, type Size } from './support/images';
import { useOwnSite } from './support/own-site';
import { axeOnPausedWall, knows, openWallOnStillClock, showing, showsItsImage } from './support/wall';
import { expect, test } from './fixtures';

// The wall on the room's projector (decision 074): black from edge to edge at every screen size,
// the photo as large as the area left by the caption and the QR panel, and an image whose
// request was lost shown at its next turn. Each test sets its own screen: not run as a phone.

/** Projectors and screens the wall meets: 4:3, 720p, 1080p, 4K, and a screen on its side. */
const SCREENS: Size[] = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 1080, height: 1920 },
];

/** Smaller than every screen: the wall must scale it up, not only down. */
const SMALL_PHOTO: Size = { width: 680, height: 520 };

/** The longest name an account may have (100 characters), spaces where a real one has them. */
const LONG_NAME = 'Marie-Bernadette de La Tour d’Auvergne-Lauraguais, infirmière puéricultrice au CHU Pellegrin (33)';

// The tests' own site: their photos are the newest when their wall opens, whatever ran before.
const site = useOwnSite();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the wall looks like now, measured in the page. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string): Box => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`${selector} is not on the wall`);
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const root = document.documentElement;
    const image = document.querySelector<HTMLImageElement>('.wall__photo');
    const caption = document.querySelector<HTMLElement>('.wall__caption');
    const wall = document.querySelector('.wall');
    if (!image || !caption || !wall) throw new Error('No slide on the wall');
    // The image as drawn: object-fit: contain scales it, proportions kept, into its box.
    const frame = box('.wall__photo');
    const scale = Math.min(frame.width / image.naturalWidth, frame.height / image.naturalHeight);
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      document: {
        clientWidth: root.clientWidth,
        clientHeight: root.clientHeight,
        scrollWidth: root.scrollWidth,
        scrollHeight: root.scrollHeight,
        background: getComputedStyle(root).backgroundColor,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
      },
      wall: { box: box('.wall'), background: getComputedStyle(wall).backgroundColor },
      objectFit: getComputedStyle(image).objectFit,
      photo: { width: image.naturalWidth * scale, height: image.naturalHeight * scale, scale },
      caption: {
        box: box('.wall__caption'),
        text: caption.textContent ?? '',
        whole: caption.scrollHeight <= caption.clientHeight + 1 && caption.scrollWidth <= caption.clientWidth + 1,
        lineClamp: getComputedStyle(caption).webkitLineClamp,
        // A line half shown at the bottom edge, half clipped: the ellipsis came too late.
        cutLine: (() => {
          const range = document.createRange();
          range.selectNodeContents(caption);
          const { bottom } = caption.getBoundingClientRect();
          return [...range.getClientRects()].some((line) => line.top < bottom - 0.5 && line.bottom > bottom + 0.5);
        })(),
      },
      invite: box('.wall__invite'),
      qr: box('.wall__qr'),
    };
  });
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (a: Box, screen: Size): boolean =>
  a.x >= 0 && a.y >= 0 && a.x + a.width <= screen.width + 0.5 && a.y + a.height <= screen.height + 0.5;

/** The screen's pixels at its corners and at the middle of each edge, as Chromium paints them. */
async function edgePixels(page: Page, { width, height }: Size): Promise<number[][]> {
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const points = [
    [0, 0],
    [width - 1, 0],
    [0, height - 1],
    [width - 1, height - 1],
    [Math.floor(width / 2), 0],
    [Math.floor(width / 2), height - 1],
    [0, Math.floor(height / 2)],
    [width - 1, Math.floor(height / 2)],
  ];
  return points.map(([x = 0, y = 0]) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
  });
}

/** Every measure the room needs, on the slide now on screen. */
async function expectFillsTheScreen(page: Page, screen: Size, author: string): Promise<{ whole: boolean }> {
  const seen = await measure(page);
  expect(seen.viewport).toEqual(screen);
  // Black from edge to edge: the wall, the document behind it, and the pixels at the edges.
  expect(seen.wall.box).toEqual({ x: 0, y: 0, ...screen });
  expect(seen.wall.background).toBe('rgb(0, 0, 0)');
  expect(seen.document.background).toBe('rgb(0, 0, 0)');
  expect(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0)']).toContain(seen.document.bodyBackground);
  for (const pixel of await edgePixels(page, screen)) expect(Math.max(...pixel)).toBeLessThanOrEqual(8);
  // No scroll bar.
  expect(seen.document.scrollWidth).toBeLessThanOrEqual(seen.document.clientWidth);
  expect(seen.document.scrollHeight).toBeLessThanOrEqual(seen.document.clientHeight);
  expect(seen.document.clientWidth).toBe(screen.width);
  // The photo scaled up, proportions kept, across most of the side that limits it.
  expect(seen.objectFit).toBe('contain');
  expect(seen.photo.scale).toBeGreaterThan(1);
  expect(Math.max(seen.photo.width / screen.width, seen.photo.height / screen.height)).toBeGreaterThanOrEqual(0.6);
  // The QR code big enough to scan from the back of the room.
  expect(seen.qr.height).toBeGreaterThanOrEqual(0.12 * screen.height);
  expect(inside(seen.invite, screen)).toBe(true);
  // "Publié par" and the name on the screen, never under the QR panel; cut only by an ellipsis.
  expect(seen.caption.text).toBe(`Publié par ${author}`);
  expect(inside(seen.caption.box, screen)).toBe(true);
  expect(overlap(seen.caption.box, seen.invite)).toBe(false);
  if (!seen.caption.whole) expect(seen.caption.lineClamp).toBe('3');
  expect(seen.caption.cutLine).toBe(false);
  return { whole: seen.caption.whole };
}

for (const screen of SCREENS) {
  test(`the wall fills a ${screen.width}×${screen.height} screen: black, the photo large, the caption clear of the QR code`, async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    const label = `${testInfo.project.name}-${screen.width}x${screen.height}`;
    const short = await signUp(site.request, label, 'Bruno Lefèvre');
    const long = await signUp(site.request, label, LONG_NAME);
    const second = await publishOneThroughApi(site.request, short.token, 61, SMALL_PHOTO);
    const first = await publishOneThroughApi(site.request, long.token, 62, SMALL_PHOTO);
    await page.setViewportSize(screen);
    await openWallOnStillClock(page, `${site.server.url}/mur`);

    // The longest name there can be: whole, or shortened by an ellipsis, never hidden.
    await showing(page, first);
    await showsItsImage(page);
    await expectFillsTheScreen(page, screen, LONG_NAME);
    await axeOnPausedWall(page, expectNoAxeViolations);

    // A name of every day: whole.
    await page.clock.runFor(6_000);
    await showing(page, second);
    await showsItsImage(page);
    expect(await expectFillsTheScreen(page, screen, 'Bruno Lefèvre')).toEqual({ whole: true });
  });
}

test('an image whose request was lost is shown at its next turn, not a round later', async ({ page }, testInfo) => {
  const author = await signUp(site.request, `retry-${testInfo.project.name}`);
  const [, older, newest] = [
    await publishOneThroughApi(site.request, author.token, 71, SMALL_PHOTO),
    await publishOneThroughApi(site.request, author.token, 72, SMALL_PHOTO),
    await publishOneThroughApi(site.request, author.token, 73, SMALL_PHOTO),
  ];
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openWallOnStillClock(page, `${site.server.url}/mur`);
  await showing(page, newest);
  await showsItsImage(page);

  // The wifi loses every request for the next photo's image (the event stream stays up), until
  // the wall has given up on it once.
  const listed = (await (await site.request.get('/api/wall?limit=100')).json()) as WallPage;
  const files = new Set(listed.photos.flatMap((photo) => [photo.filename, photo.display ?? photo.filename]));
  let losing = true;
  let lost = 0;
  await page.route('**/uploads/photos/*', async (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-1) ?? '');
    if (losing && !files.has(file)) {
      lost += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  const known = Number(await page.locator('.wall').getAttribute('data-known'));
  const patchy = await publishOneThroughApi(site.request, author.token, 74, SMALL_PHOTO);
  await knows(page, known + 1);

  // Its turn: the image does not come, the wall goes on at once.
  await page.clock.runFor(6_000);
  await showing(page, older);
  expect(lost).toBeGreaterThan(0);

  // The network is back: the next turn is the lost photo's, with its image.
  losing = false;
  await page.clock.runFor(6_000);
  await showing(page, patchy);
  await showsItsImage(page);
});
