// Remakes docs/screenshot-home.png: the production build, in Chromium, 1280 px wide.
// Run through `npm run screenshot`, which builds first. The picture is the page down to the
// footer, the plan of the surroundings included: a picture from the content folder, the
// interactive map being loaded only on request (decision 022). The clock is the machine's.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startServer } from './lib/production-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'docs/screenshot-home.png');

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await page.goto(server.url);
  // A still picture: pause the carousel on its first image (the poster).
  await page.getByRole('button', { name: 'Mettre en pause' }).click();
  await page.getByRole('img', { name: /Affiche du congrès/ }).waitFor();
  await page.evaluate('document.fonts.ready');
  await page.getByRole('img', { name: /^Plan du quartier/ }).waitFor();
  // Every image loaded (the lower ones are lazy): the footer is where the picture will show it.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await page.waitForFunction('[...document.images].every((image) => image.complete)');
  await page.evaluate('window.scrollTo(0, 0)');
  const footer = await page.getByRole('contentinfo').boundingBox();
  if (!footer) throw new Error('The welcome page has no footer: where should the picture stop?');
  await page.screenshot({
    path: output,
    fullPage: true,
    clip: { x: 0, y: 0, width: 1280, height: Math.floor(footer.y) },
  });
  console.log(`Wrote ${path.relative(root, output)}`);
} finally {
  await browser.close();
  await server.stop();
}
