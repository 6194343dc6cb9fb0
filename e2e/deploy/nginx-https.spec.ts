// The deployment of deploy/nginx.conf, tested as organisers run it: Debian's nginx with a
// self-signed certificate in front of the built server, on loopback, over HTTPS.
import fs from 'node:fs';
import { SLIDES_MESSAGES } from '@congres/contracts';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startBehindNginx, type NginxStack } from '../../scripts/lib/nginx-proxy.mjs';
import { repoRoot } from '../../scripts/lib/production-server.mjs';
import { closeAgents, httpsRequest, type Answer } from './https-client';
import { submitRegistration } from '../support/attendees';
import { grantOrganiser } from '../support/organisers';
import { printedPdf } from '../support/pdf';
import { answerMapAtTheEdge } from '../support/third-party-map';

let stack: NginxStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Small upload limits, so that nginx's own body limit (2 files × 1 MB + 1 MB) is cheap to cross.
  stack = await startBehindNginx({ env: { UPLOAD_MAX_FILES: '2', UPLOAD_MAX_FILE_MB: '1', SLIDES_MAX_MB: '1' } });
});
test.afterAll(async () => {
  closeAgents();
  await stack?.stop();
});
// The embedded map is a third party, unreachable here: answered at the network edge.
test.beforeEach(({ page }) => answerMapAtTheEdge(page));

const photo = (hue: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: hue, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();

/** The paths of the requests that reached Node (its request log), with the client address it saw. */
const nodeRequests = () =>
  stack.nodeLog().flatMap((entry) => (entry.req ? [{ ...entry.req, path: entry.req.url.split('?')[0] ?? '' }] : []));

test('plain HTTP is redirected to the same path over HTTPS', async () => {
  const res = await fetch(`${stack.httpUrl}/vos-photos?page=2`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe(`${stack.httpsUrl}/vos-photos?page=2`);
});

test('the access log keeps no reset token, calendar token nor ticket, in the address or the Referer', async () => {
  const secret = 'SECRETx7Kq9';
  const site = stack.httpsUrl;
  for (const [path, referer] of [
    [`/reset-password/${secret}`, undefined],
    [`/api/programme/agenda/${secret}.ics`, undefined],
    [`/api/events?ticket=${secret}`, undefined],
    [`/api/download-tickets?kind=photos&ticket=${secret}`, undefined],
    ['/assets/', `${site}/reset-password/${secret}`],
    ['/', `${site}/mon-compte?ticket=${secret}`],
  ] as const) {
    await httpsRequest(`${site}${path}`, { headers: referer === undefined ? {} : { referer } });
  }
  // nginx writes each line once its answer is sent (its log phase): the client may read the
  // answer first, so the log is read once the six lines are there (CI, c6420f1's next run).
  await expect.poll(() => stack.accessLog().includes(`"${site}/mon-compte?[redacted]"`)).toBe(true);
  const log = stack.accessLog();
  expect(log).toContain('/reset-password/[redacted]');
  expect(log).toContain('/api/programme/agenda/[redacted]');
  expect(log).toContain('/api/events?[redacted]');
  expect(log).toContain(`"${site}/reset-password/[redacted]"`);
  expect(log).toContain(`"${site}/mon-compte?[redacted]"`);
  expect(log).not.toContain(secret);
});

test('an attendee registers, logs in, publishes a photo and sees it, all over HTTPS through nginx', async ({
  page,
}) => {
  const served = new Map<string, { status: number; hsts: string | undefined }>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') || pathname.startsWith('/uploads/')) {
      served.set(pathname, { status: response.status(), hsts: response.headers()['strict-transport-security'] });
    }
  });
  const stamp = Date.now();
  const username = `Camille ${stamp}`;
  const email = `camille-${stamp}@exemple.fr`;
  const password = 'un mot de passe solide 2025';

  await page.goto(`${stack.httpsUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).protocol).toBe('https:');

  await page.goto(`${stack.httpsUrl}/signin`);
  await submitRegistration(page, { email, name: username, password });
  await expect(page).toHaveURL(`${stack.httpsUrl}/login`);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${stack.httpsUrl}/`);

  await page.goto(`${stack.httpsUrl}/vos-photos`);
  await page.getByLabel(/Choisir des photos/).setInputFiles({
    name: 'bordeaux.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(40),
  });
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Images publiées avec succès !')).toBeVisible();
  await expect(page.locator('.gallery__caption').first()).toHaveText(`Publié par ${username}`);

  const thumb = page.getByRole('img', { name: `Photo publiée par ${username}` }).first();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.locator('.gallery__open').first().click();
  const full = page.getByRole('dialog').getByRole('img');
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The page's files, the thumbnail and the photo came over HTTPS with HSTS...
  const photoFiles = [...served.keys()].filter((path) => path.startsWith('/uploads/photos/'));
  // The AVIF thumbnail and the lightbox's WebP copy of the photo (decision 041).
  expect(photoFiles.some((path) => /^\/uploads\/photos\/thumbs\/[a-f0-9-]+\.avif$/.test(path))).toBe(true);
  expect(photoFiles.some((path) => /^\/uploads\/photos\/[a-f0-9-]+\.webp$/.test(path))).toBe(true);
  for (const [path, answer] of served) {
    expect(answer.status, path).toBe(200);
    expect(answer.hsts, path).toBe('max-age=31536000');
  }
  // ...from nginx, from disk: none of them reached Node, while every API call did.
  const reachedNode = nodeRequests();
  const nodePaths = reachedNode.map((request) => request.path);
  for (const path of served.keys()) expect(nodePaths, path).not.toContain(path);
  // The page publishes through the resumable uploads (decision 050): created, then its bytes.
  // The log names an upload by the start of its id only (decision 073).
  expect(nodePaths.some((path) => /^\/api\/uploads\/[0-9a-f]{8}…$/.test(path))).toBe(true);
  for (const call of ['/api/register', '/api/login_check', '/api/uploads', '/api/photos']) {
    expect(nodePaths).toContain(call);
  }
  // Node saw the browser's address (forwarded by nginx) and the HTTPS scheme's host.
  for (const request of reachedNode) expect(request.remoteAddress).toBe('127.0.0.1');
});

test('nginx sends the photos and assets with the same cache and security headers as Node', async ({ request }) => {
  const stamp = Date.now();
  const account = { email: `entetes-${stamp}@exemple.fr`, username: 'Entêtes', password: 'un mot de passe solide' };
  const api = (path: string) => `${stack.nodeUrl}${path}`;
  expect((await request.post(api('/api/register'), { data: account })).status()).toBe(201);
  const login = await request.post(api('/api/login_check'), { data: account });
  const { token } = (await login.json()) as { token: string };
  const upload = await request.post(api('/api/upload-photo'), {
    headers: { authorization: `Bearer ${token}` },
    multipart: { 'images[]': { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo(120) } },
  });
  expect(upload.status()).toBe(201);
  const [published] = ((await upload.json()) as { published: { filename: string; thumbnail: string }[] }).published;
  if (!published) throw new Error('nothing published');
  // A content image (decision 088), sent through nginx's own location for it by an organiser.
  await grantOrganiser(stack.dataDir, account.email);
  const contentImage = await request.post(`${stack.httpsUrl}/api/content/images`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await photo(30) } },
    ignoreHTTPSErrors: true,
  });
  expect(contentImage.status(), await contentImage.text()).toBe(201);
  const { src: contentSrc } = (await contentImage.json()) as { src: string };
  const page = await httpsRequest(`${stack.httpsUrl}/`);
  // The first script's chunk, preloaded by the page (decision 113): the entry itself is under the
  // 1 KB below which the build makes no compressed copy.
  const asset = /\/assets\/boot-[\w-]+\.js/.exec(page.body)?.[0];
  if (!asset) throw new Error('no script in the page');

  /** Every header but those that describe this one transfer (date, size, validators, framing). */
  const comparable = (answer: Answer) =>
    Object.fromEntries(
      Object.entries(answer.headers)
        .filter(
          ([name]) =>
            !/^(date|connection|keep-alive|content-length|transfer-encoding|etag|last-modified|accept-ranges|server|vary|content-encoding|strict-transport-security)$/.test(
              name,
            ),
        )
        .map(([name, value]) => [name, name === 'content-type' ? String(value).split(';')[0] : value]),
    );
  for (const path of [
    `/uploads/photos/${published.filename}`,
    `/uploads/photos/thumbs/${published.thumbnail}`,
    contentSrc,
    asset,
  ]) {
    const viaNginx = await httpsRequest(`${stack.httpsUrl}${path}`);
    const fromNode = await fetch(`${stack.nodeUrl}${path}`);
    expect(viaNginx.status, path).toBe(200);
    expect(comparable(viaNginx), path).toEqual(
      comparable({ status: fromNode.status, headers: Object.fromEntries(fromNode.headers), body: '' }),
    );
    expect(viaNginx.headers['strict-transport-security'], path).toBe('max-age=31536000');
  }
  // The build's own gzip copy, sent as it is (gzip_static): its exact length, not a stream.
  const gzipped = await httpsRequest(`${stack.httpsUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers['content-length']).toBe(String(fs.statSync(`${repoRoot}/client/dist${asset}.gz`).size));
});

test('the rate limiter counts each client’s own address, not nginx’s, and ignores a forged one', async () => {
  // Reset attempts with a made-up token: each a cheap 400 until the per-address limit, then 429.
  const attempt = (from: string, headers: Record<string, string> = {}) =>
    httpsRequest(`${stack.httpsUrl}/api/reset-password/jeton-invente`, {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ password: 'un mot de passe solide' }),
    });
  let attempts = 0;
  let last: Answer;
  do {
    last = await attempt('127.0.0.2');
    attempts += 1;
  } while (last.status === 400 && attempts < 500);
  expect(last.status).toBe(429);
  expect(attempts).toBeGreaterThan(10);
  // A forged X-Forwarded-For does not buy a new allowance: nginx replaces it with the address.
  expect((await attempt('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  // Another client behind the same nginx keeps its own.
  expect((await attempt('127.0.0.3')).status).toBe(400);
  // Node's log line of the last request may still be on its way: awaited, not assumed.
  await expect
    .poll(
      () =>
        new Set(
          nodeRequests()
            .filter((request) => request.path.startsWith('/api/reset-password/'))
            .map((request) => request.remoteAddress),
        ),
    )
    .toEqual(new Set(['127.0.0.2', '127.0.0.3']));
});

test('nginx refuses an upload over the limit in French, and leaves other methods to Node', async () => {
  const boundary = 'xBOUNDARYx';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    Buffer.alloc(4 * 1024 * 1024, 1),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const tooLarge = await httpsRequest(`${stack.httpsUrl}/api/upload-photo`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  expect(tooLarge.status).toBe(413);
  const message = 'L’envoi dépasse 3 Mo : envoyez moins d’images à la fois.';
  expect(JSON.parse(tooLarge.body)).toEqual({ message, error: message, published: [], refused: [] });

  const trace = await httpsRequest(`${stack.httpsUrl}/vos-photos`, { method: 'TRACE' });
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
  const onPhoto = await httpsRequest(`${stack.httpsUrl}/uploads/photos/00000000-0000-0000-0000-000000000000.jpg`, {
    method: 'DELETE',
  });
  expect(onPhoto.status).toBe(405);
  expect(onPhoto.headers.allow).toBe('GET, HEAD, OPTIONS');
  expect(stack.nginxErrors()).not.toMatch(/\[(emerg|alert|crit)\]/);
});

test('nginx lets an organiser’s slides PDF through, refuses a larger one in French, and serves it sandboxed', async ({
  browser,
  request,
}) => {
  const account = { email: `diapos-${Date.now()}@exemple.fr`, username: 'Diapos', password: 'un mot de passe solide' };
  expect((await request.post(`${stack.nodeUrl}/api/register`, { data: account })).status()).toBe(201);
  await grantOrganiser(stack.dataDir, account.email);
  const login = await request.post(`${stack.nodeUrl}/api/login_check`, { data: account });
  const { token } = (await login.json()) as { token: string };
  const boundary = 'xSLIDESx';
  const form = (data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="diapos.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` };

  const pdf = await printedPdf(browser, 'Diapositives');
  const sent = await httpsRequest(`${stack.httpsUrl}/api/content/slides`, { method: 'POST', headers, body: form(pdf) });
  expect(sent.status, sent.body).toBe(201);
  const { src } = JSON.parse(sent.body) as { src: string };
  const served = await httpsRequest(`${stack.httpsUrl}${src}`);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('application/pdf');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");

  // A form over nginx's 1 MB default but within SLIDES_MAX_MB reaches Node, which reads the
  // file and refuses it by its content: the route's own body limit is in force.
  const justUnder = await httpsRequest(`${stack.httpsUrl}/api/content/slides`, {
    method: 'POST',
    headers,
    body: form(Buffer.alloc(1024 * 1024 - 16, 'a')),
  });
  expect(justUnder.status).toBe(415);
  expect((JSON.parse(justUnder.body) as { message: string }).message).toBe(SLIDES_MESSAGES.notPdf);

  const tooLarge = await httpsRequest(`${stack.httpsUrl}/api/content/slides`, {
    method: 'POST',
    headers,
    body: form(Buffer.alloc(3 * 1024 * 1024, 1)),
  });
  expect(tooLarge.status).toBe(413);
  const message = SLIDES_MESSAGES.tooLarge(1);
  expect(JSON.parse(tooLarge.body)).toEqual({ message, error: message });
  expect(stack.nginxErrors()).not.toMatch(/\[(emerg|alert|crit)\]/);
});

test('the live event stream passes through nginx: an open gallery shows a photo published meanwhile', async ({
  page,
  request,
}) => {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(`${stack.httpsUrl}/vos-photos`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const opened = await stream;
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^text\/event-stream/);

  const stamp = Date.now();
  const account = { email: `direct-nginx-${stamp}@exemple.fr`, username: `Direct nginx ${stamp}` };
  const password = 'un mot de passe solide 2025';
  const registered = await request.post(`${stack.httpsUrl}/api/register`, { data: { ...account, password } });
  expect(registered.status()).toBe(201);
  const login = await request.post(`${stack.httpsUrl}/api/login_check`, { data: { email: account.email, password } });
  const { token } = (await login.json()) as { token: string };
  const uploaded = await request.post(`${stack.httpsUrl}/api/upload-photo`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { 'images[]': { name: 'en-direct.jpg', mimeType: 'image/jpeg', buffer: await photo(77) } },
  });
  expect(uploaded.status()).toBe(201);
  await expect(page.getByRole('img', { name: `Photo publiée par ${account.username}` })).toBeVisible();
});
