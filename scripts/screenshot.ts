// Remakes docs/screenshot-home.png: the production build, in Chromium, 1280 px wide.
// Run through `npm run screenshot`, which builds first. The picture stops above the map: the
// map is a frame from OpenStreetMap, which this machine cannot reach (no network), and a
// broken frame is not what a visitor sees.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';

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
  const map = await page.getByRole('heading', { name: 'Plan d’accès' }).boundingBox();
  if (!map) throw new Error('The welcome page has no "Plan d’accès" heading: where should the picture stop?');
  await page.screenshot({ path: output, clip: { x: 0, y: 0, width: 1280, height: Math.floor(map.y) - 8 } });
  console.log(`Wrote ${path.relative(root, output)}`);
} finally {
  await browser.close();
  await server.stop();
}
