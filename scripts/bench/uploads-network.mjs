// Section 12 of docs/benchmarks.md: a batch of photos sent over a venue's wifi (decision 070).
// A real page in the project's Chromium, signed in, chooses the photos (about 3 MB each, as a
// phone takes them) and publishes them: the browser compresses them, then the queue sends them
// by tus, through a loopback proxy that cuts every connection every 3 s (scripts/lib/cutting-
// proxy.mjs, which counts the bytes) and Chromium's own throttling at 400 kbit/s. Beside it,
// the very bytes the browser compressed go through POST /api/upload-photo from the same page,
// each photo retried from zero after a cut under its Idempotency-Key, until a cap. Timings are
// reported, never judged; --quick (2 smaller photos, a light throttle) checks the figures exist.
// The functions given to page.evaluate and addInitScript run in the page.
/* global window, document, XMLHttpRequest, location */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { cuttingProxy } from '../lib/cutting-proxy.mjs';
import { login, photoLikeJpeg, register } from './seed.mjs';

const PASSWORD = 'mot de passe du banc réseau';
const POLL_MS = 250;

/** The section's settings: the batch of decision 070, or CI's short version. */
export function uploadsNetworkSettings(quick) {
  return quick
    ? {
        photos: 2,
        width: 1600,
        height: 1200,
        photoBytes: 600 * 1024,
        cutEveryMs: 3000,
        // Light: the cuts are exercised, the transfers take a moment.
        bytesPerSecond: 1_000_000,
        tusCapMs: 90_000,
        postCapMs: 20_000,
        postAttempts: 2,
      }
    : {
        photos: 10,
        width: 4000,
        height: 3000,
        photoBytes: 3 * 1024 * 1024,
        cutEveryMs: 3000,
        // 400 kbit/s.
        bytesPerSecond: 50_000,
        tusCapMs: 15 * 60_000,
        postCapMs: 3 * 60_000,
        postAttempts: 6,
      };
}

/**
 * Keeps the Blob of every PATCH the page sends by XMLHttpRequest (tus-js-client's transport),
 * with its upload's address and offset: the photos as compressed by the browser, put back
 * together afterwards for the POST baseline. It only looks; the requests go as they would.
 */
function recordTusBodies() {
  /** @type {{ url: string; offset: number; blob: Blob }[]} */
  const bodies = [];
  Object.assign(window, { benchTusBodies: bodies });
  const { open, setRequestHeader, send } = XMLHttpRequest.prototype;
  /** @type {WeakMap<XMLHttpRequest, { method: string; url: string; offset: number }>} */
  const seen = new WeakMap();
  XMLHttpRequest.prototype.open = function (/** @type {any[]} */ ...args) {
    seen.set(this, { method: String(args[0]).toUpperCase(), url: String(args[1]), offset: NaN });
    return Reflect.apply(open, this, args);
  };
  XMLHttpRequest.prototype.setRequestHeader = function (name, value) {
    const request = seen.get(this);
    if (request && name.toLowerCase() === 'upload-offset') request.offset = Number(value);
    return setRequestHeader.call(this, name, value);
  };
  XMLHttpRequest.prototype.send = function (body) {
    const request = seen.get(this);
    if (request?.method === 'PATCH' && body instanceof Blob)
      bodies.push({ url: new URL(request.url, location.href).href, offset: request.offset, blob: body });
    return send.call(this, body);
  };
}

/** The photos the account `username` has on the server (asked directly, not through the proxy). */
async function photosOf(serverUrl, username) {
  const photos = /** @type {{ username: string; filename: string }[]} */ (
    await (await fetch(`${serverUrl}/api/photos`)).json()
  );
  return photos.filter((photo) => photo.username === username);
}

async function newAccount(serverUrl, name) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@exemple.fr`;
  await register(serverUrl, email, name, PASSWORD);
  return { username: name, token: await login(serverUrl, email, PASSWORD) };
}

/**
 * Where the page stands once "Publier" was tapped: its success message, or the queue's list
 * with nothing left to send ("Publier" gave up on the network and the queue went on by itself).
 */
function pageOutcome() {
  const text = document.body.innerText;
  const publishing = [...document.querySelectorAll('button')].some((b) => b.textContent === 'Publication...');
  const refused = document.querySelectorAll('.upload__refused li, .upload-queue__state--refused').length;
  if (text.includes('Images publiées avec succès !')) return { settled: 'success', refused };
  const states = [...document.querySelectorAll('.upload-queue .upload-queue__state')];
  const done = states.every((s) => /--done|--refused/.test(s.className));
  if (!publishing && states.length > 0 && done) return { settled: 'queue', refused };
  return { settled: null, refused };
}

/**
 * The batch by tus, as an attendee publishes it: chosen in the gallery, "Publier", then waited
 * for until the server has every photo and the page says so (or the cap).
 */
async function publishByTus({ page, proxy, server, files, settings, throttle, log }) {
  const account = await newAccount(server.url, `Banc Reseau Tus ${process.pid}`);
  await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
  await page.addInitScript(recordTusBodies);
  await page.goto(`${proxy.url}/vos-photos`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await throttle();

  /** @type {Map<string, { key: string; length: number }>} each upload's address: its photo's key and size */
  const uploads = new Map();
  const requests = { POST: 0, HEAD: 0, PATCH: 0 };
  let firstUploadAt = 0;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/uploads')) return;
    const method = /** @type {keyof typeof requests} */ (request.method());
    if (method in requests) requests[method] += 1;
    if (method === 'POST' && firstUploadAt === 0) {
      firstUploadAt = performance.now();
      // From the first byte of the batch on: the page and the code it loads when publishing
      // came whole (on a phone, the service worker holds them).
      proxy.cutEvery(settings.cutEveryMs);
    }
  });
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/uploads') return;
    const location = response.headers().location;
    const headers = await request.allHeaders();
    const key = /(?:^|,)key ([^,]+)/.exec(headers['upload-metadata'] ?? '')?.[1] ?? '';
    if (location) uploads.set(new URL(location, request.url()).href, { key, length: Number(headers['upload-length']) });
  });

  await page.getByLabel(/Choisir des photos/).setInputFiles(files);
  const sentBefore = proxy.state.sent;
  const receivedBefore = proxy.state.received;
  const cutsBefore = proxy.state.cuts;
  const start = performance.now();
  await page.getByRole('button', { name: 'Publier' }).click();

  let allPublishedAt = 0;
  let outcome = { settled: /** @type {string | null} */ (null), refused: 0 };
  while (performance.now() - start < settings.tusCapMs) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (allPublishedAt === 0 && (await photosOf(server.url, account.username)).length >= files.length)
      allPublishedAt = performance.now();
    outcome = await page.evaluate(pageOutcome);
    if (allPublishedAt > 0 && outcome.settled) break;
  }
  const end = performance.now();
  const bytesSent = proxy.state.sent - sentBefore;
  // A repeat sent late would show now: the count is read again after a pause.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const stored = await photosOf(server.url, account.username);
  const byKey = new Map([...uploads.values()].map((upload) => [upload.key, upload.length]));
  log(
    `uploads-network: tus ${stored.length}/${files.length} published in ${((end - start) / 1000).toFixed(1)} s, ${bytesSent} bytes sent`,
  );
  return {
    result: {
      published: stored.length,
      distinct: new Set(stored.map((photo) => photo.filename)).size,
      finished: allPublishedAt > 0 && outcome.settled !== null,
      pageSaid: outcome.settled ?? 'nothing yet',
      refusedOnPage: outcome.refused,
      seconds: allPublishedAt > 0 ? (allPublishedAt - start) / 1000 : null,
      transferSeconds: allPublishedAt > 0 && firstUploadAt > 0 ? (allPublishedAt - firstUploadAt) / 1000 : null,
      compressionSeconds: firstUploadAt > 0 ? (firstUploadAt - start) / 1000 : null,
      bytesSent,
      bytesReceived: proxy.state.received - receivedBefore,
      cuts: proxy.state.cuts - cutsBefore,
      requests,
    },
    // Each photo's size as the browser compressed it (its creation's Upload-Length), once per key.
    compressedBytes: [...byKey.values()].reduce((sum, length) => sum + length, 0),
    compressedCount: byKey.size,
    uploads,
  };
}

/**
 * The compressed photos put back together in the page from the PATCHes it sent, one per photo
 * (a photo whose creation was answered twice has two uploads, one of them left empty).
 */
async function keepCompressedPhotos(page, uploads) {
  const wanted = [...uploads].map(([url, { key, length }]) => ({ url, key, length }));
  return page.evaluate(async (list) => {
    const { benchTusBodies: bodies } = /** @type {any} */ (window);
    /** @type {Map<string, Blob>} */
    const files = new Map();
    for (const { url, key, length } of list) {
      if (files.has(key)) continue;
      const bytes = new Uint8Array(length);
      let filled = 0;
      for (const body of bodies.filter((/** @type {any} */ b) => b.url === url)) {
        bytes.set(new Uint8Array(await body.blob.arrayBuffer()), body.offset);
        filled = Math.max(filled, body.offset + body.blob.size);
      }
      if (filled === length) files.set(key, new Blob([bytes], { type: 'image/jpeg' }));
    }
    Object.assign(window, { benchCompressed: [...files.values()] });
    return files.size;
  }, wanted);
}

/**
 * The same compressed photos through POST /api/upload-photo from the same page (same proxy,
 * same throttling): one request per photo, in a row, each retried from zero after a cut under
 * its Idempotency-Key, up to `postAttempts` per photo and `postCapMs` for the batch.
 */
async function publishByPost({ page, proxy, server, settings, log }) {
  const account = await newAccount(server.url, `Banc Reseau Post ${process.pid}`);
  const sentBefore = proxy.state.sent;
  const cutsBefore = proxy.state.cuts;
  const start = performance.now();
  const attempts = await page.evaluate(
    async ({ token, capMs, maxAttempts }) => {
      const files = /** @type {Blob[]} */ (/** @type {any} */ (window).benchCompressed);
      const until = performance.now() + capMs;
      const made = [];
      for (const [i, file] of files.entries()) {
        const key = crypto.randomUUID();
        let tries = 0;
        while (tries < maxAttempts && performance.now() < until) {
          tries += 1;
          const form = new FormData();
          form.append('images[]', file, `banc-${i + 1}.jpg`);
          try {
            const response = await fetch('/api/upload-photo', {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
              body: form,
            });
            await response.text();
            if (response.status < 500) break;
          } catch {
            // Cut: the whole photo again, from its first byte.
          }
        }
        made.push(tries);
      }
      return made;
    },
    { token: account.token, capMs: settings.postCapMs, maxAttempts: settings.postAttempts },
  );
  const seconds = (performance.now() - start) / 1000;
  const bytesSent = proxy.state.sent - sentBefore;
  const stored = await photosOf(server.url, account.username);
  log(
    `uploads-network: POST ${stored.length}/${attempts.length} published in ${seconds.toFixed(1)} s, ${bytesSent} bytes sent`,
  );
  return {
    photos: attempts.length,
    published: stored.length,
    distinct: new Set(stored.map((photo) => photo.filename)).size,
    finished: stored.length === attempts.length,
    seconds,
    bytesSent,
    cuts: proxy.state.cuts - cutsBefore,
    attempts: attempts.reduce((sum, n) => sum + n, 0),
  };
}

/** The section's figures. */
export async function measureUploadsNetwork({ startServer, tempDir, quick, log }) {
  const settings = uploadsNetworkSettings(quick);
  const loadBefore = os.loadavg()[0];
  log(`uploads-network: making ${settings.photos} photos of ${settings.width}×${settings.height}`);
  const folder = tempDir('congres-bench-network-photos-');
  const files = [];
  for (let i = 1; i <= settings.photos; i += 1) {
    const jpeg = await photoLikeJpeg(i, settings.photoBytes, settings);
    const file = path.join(folder, `congres-${i}.jpg`);
    fs.writeFileSync(file, jpeg);
    files.push(file);
  }
  const originalBytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);

  const server = await startServer(tempDir('congres-bench-network-'));
  const proxy = await cuttingProxy(server.url);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // No service worker: Chromium's throttling of a page does not reach the requests its worker makes.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const throttle = () =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: settings.bytesPerSecond,
        uploadThroughput: settings.bytesPerSecond,
      });
    log(
      `uploads-network: tus through the proxy (a cut every ${settings.cutEveryMs / 1000} s) at ${(settings.bytesPerSecond * 8) / 1000} kbit/s`,
    );
    const tus = await publishByTus({ page, proxy, server, files, settings, throttle, log });
    const kept = await keepCompressedPhotos(page, tus.uploads);
    log(`uploads-network: the same ${kept} compressed photos by POST /api/upload-photo`);
    const post = await publishByPost({ page, proxy, server, settings, log });
    return {
      settings,
      loadBefore,
      loadAfter: os.loadavg()[0],
      originalBytes,
      compressedBytes: tus.compressedBytes,
      compressedCount: tus.compressedCount,
      tus: {
        ...tus.result,
        ratioToCompressed: tus.result.bytesSent / tus.compressedBytes,
        ratioToOriginal: tus.result.bytesSent / originalBytes,
      },
      post: {
        ...post,
        ratioToCompressed: post.bytesSent / tus.compressedBytes,
        ratioToOriginal: post.bytesSent / originalBytes,
      },
    };
  } finally {
    await browser.close();
    await proxy.close();
  }
}
