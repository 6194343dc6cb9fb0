// Remakes the README's pictures from the production build, in Chromium. Run through
// `npm run screenshot`, which builds first; `npm run screenshot -- wall` remakes only that one.
// - docs/screenshot-home.png: the welcome page, 1280 px wide, down to the footer, the plan of the
//   surroundings included: a picture from the content folder, the interactive map being loaded
//   only on request (decision 022). The clock is the machine's.
// - docs/screenshot-wall.png: /mur on a 1920×1080 projector (decisions 063 and 074), one photo
//   published by an account of the script's own on the server's fresh data.
// - docs/screenshot-organisation.png: /organisation on a 390×844 phone (screenshot-organisation.ts).
// - docs/screenshot-contenu-liste.png, -seance.png, -publier.png: the content editor on a 390×844
//   phone (decision 108): the programme's list with a draft's changes, one slot, the publication's
//   confirmation; an organiser of the script's own (`npm run organiser`'s command).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentDraft } from '@congres/contracts';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { organisation } from './screenshot-organisation';
import { startServer } from './lib/production-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const contextOptions = { locale: 'fr-FR', timezoneId: 'Europe/Paris' };

async function home(browser: Browser, url: string): Promise<void> {
  const output = path.join(root, 'docs/screenshot-home.png');
  const context = await browser.newContext({ ...contextOptions, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
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
  await context.close();
  console.log(`Wrote ${path.relative(root, output)}`);
}

/** A drawn photo (the stone bridge at dusk, 1024×768, the largest the site keeps) as a JPEG. */
function bridgeAtDusk(): Promise<Buffer> {
  const arches = Array.from(
    { length: 9 },
    (_, i) => `<ellipse cx="${57 + i * 114}" cy="520" rx="42" ry="62" fill="#1f3550"/>`,
  ).join('');
  const lamps = Array.from(
    { length: 18 },
    (_, i) =>
      `<rect x="${26 + i * 57}" y="424" width="4" height="26" fill="#2b1d16"/><circle cx="${28 + i * 57}" cy="422" r="6" fill="#ffd27a"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b2c63"/><stop offset="0.55" stop-color="#d8665a"/><stop offset="1" stop-color="#f7b267"/>
    </linearGradient></defs>
    <rect width="1024" height="480" fill="url(#sky)"/>
    <circle cx="700" cy="360" r="70" fill="#ffd98a"/>
    <path d="M0 400 h90 v-40 h50 v30 h80 v-60 h40 v60 h70 v-30 h60 v40 h120 v-70 l18 -120 l18 120 v70 h90 v-50 h70 v40 h100 v-30 h90 v60 h78 v60 H0z" fill="#4a3550"/>
    <rect y="480" width="1024" height="288" fill="#1f3550"/>
    <rect y="560" width="1024" height="6" fill="#f2a65a" opacity="0.5"/>
    <rect y="610" width="1024" height="4" fill="#f2a65a" opacity="0.35"/>
    <rect y="450" width="1024" height="70" fill="#8a5a44"/>
    ${arches}${lamps}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function wall(browser: Browser, url: string): Promise<void> {
  const output = path.join(root, 'docs/screenshot-wall.png');
  const context = await browser.newContext({
    ...contextOptions,
    baseURL: url,
    viewport: { width: 1920, height: 1080 },
    // The picture of a slide, not of its fade.
    reducedMotion: 'reduce',
  });
  const account = {
    email: 'bruno.lefevre@exemple.fr',
    username: 'Bruno Lefèvre',
    password: 'une photo du pont de pierre',
  };
  const registered = await context.request.post('/api/register', { data: account });
  if (!registered.ok()) throw new Error(`Registration failed: ${registered.status()}`);
  const login = await context.request.post('/api/login_check', { data: account });
  const { token } = (await login.json()) as { token: string };
  const published = await context.request.post('/api/upload-photo', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { 'images[]': { name: 'pont-de-pierre.jpg', mimeType: 'image/jpeg', buffer: await bridgeAtDusk() } },
  });
  if (published.status() !== 201) throw new Error(`Publishing the photo failed: ${published.status()}`);

  const page = await context.newPage();
  await page.goto('/mur');
  await page.getByText(`Publié par ${account.username}`).waitFor();
  // Its image decoded (a function, not a string: the site's CSP forbids the eval a string needs).
  await page.locator('.wall__photo').evaluate((image: HTMLImageElement) => image.decode());
  await page.evaluate('document.fonts.ready');
  // A palette of 64 colours: the drawing, the caption and the QR code stay sharp, the file small.
  const picture = await page.screenshot();
  await sharp(picture).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(output);
  await context.close();
  console.log(`Wrote ${path.relative(root, output)}`);
}

/** An organiser of the server's fresh data, signed in: its token. */
async function organiserToken(url: string, dataDir: string): Promise<string> {
  const account = { email: 'claire.martin@exemple.fr', username: 'Claire Martin', password: 'le programme du jour' };
  const registered = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`Registration failed: ${registered.status}`);
  await promisify(execFile)(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', account.email], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const login = await fetch(`${url}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return ((await login.json()) as { token: string }).token;
}

/** A phone's picture, small: a palette of 64 colours keeps the text sharp. */
async function phonePicture(page: Page, name: string): Promise<void> {
  const output = path.join(root, `docs/screenshot-contenu-${name}.png`);
  await page.evaluate('document.fonts.ready');
  await sharp(await page.screenshot())
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toFile(output);
  console.log(`Wrote ${path.relative(root, output)}`);
}

async function contenu(browser: Browser, url: string, dataDir: string): Promise<void> {
  const token = await organiserToken(url, dataDir);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // A draft of the day: Intervention 2 cancelled, Intervention 1 later by a quarter of an hour.
  const draft = (await (await fetch(`${url}/api/content/draft`, { headers })).json()) as ContentDraft;
  draft.content.programme = draft.content.programme.map((slot) =>
    slot.id === '05' ? { ...slot, cancelled: true } : slot.id === '04' ? { ...slot, time: '9h15' } : slot,
  );
  const saved = await fetch(`${url}/api/content/draft`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ baseVersion: draft.baseVersion, content: draft.content }),
  });
  if (!saved.ok) throw new Error(`Saving the draft failed: ${saved.status}`);

  const context = await browser.newContext({
    ...contextOptions,
    baseURL: url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await page.goto('/contenu');
  await page.getByRole('link', { name: /^9h15 Intervention 1/ }).waitFor();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await phonePicture(page, 'liste');
  await page.getByRole('link', { name: /^11h15 Intervention 4/ }).tap();
  await page.getByLabel('Heure', { exact: true }).fill('11h35');
  await page.getByLabel('Heure', { exact: true }).blur();
  await page.evaluate('window.scrollTo(0, 0)');
  await phonePicture(page, 'seance');
  await page.getByRole('region', { name: 'Enregistrer et publier' }).getByRole('button', { name: 'Publier' }).tap();
  await page.getByRole('alertdialog', { name: 'Publier le brouillon ?' }).waitFor();
  await phonePicture(page, 'publier');
  await context.close();
}

const pictures = { home, wall, organisation, contenu };
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in pictures));
if (unknown.length > 0)
  throw new Error(`No picture named ${unknown.join(', ')}: choose among ${Object.keys(pictures).join(', ')}`);

const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [name, make] of Object.entries(pictures)) {
    if (wanted.length === 0 || wanted.includes(name)) await make(browser, server.url, server.dataDir);
  }
} finally {
  await browser.close();
  await server.stop();
}
