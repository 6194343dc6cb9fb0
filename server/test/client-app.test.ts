import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PRERENDERED_ROUTES, SITE_ROUTES } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePage, startTestApp, tempDir, type TestApp } from './support/test-app.js';
import { errorBody } from './support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const clientPaths = Object.values(SITE_ROUTES).map((route) => route.replace(':token', 'abc123'));
const EMPTY_SHELL = '<div id="root"></div>';

describe('history fallback', () => {
  it.each(clientPaths)('serves the app for %s, never cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(PRERENDERED_ROUTES)('answers %s with its own prerendered document and ETag', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fakePage(url));
    const others = await Promise.all(
      PRERENDERED_ROUTES.filter((route) => route !== url).map((route) => t.app.inject({ method: 'GET', url: route })),
    );
    expect(others.map((other) => other.headers.etag)).not.toContain(res.headers.etag);
  });

  it('tolerates a trailing slash on a prerendered route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/programme/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fakePage('/programme'));
  });

  it('answers a client route without a page of its own with the empty shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reset-password/abc123' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(EMPTY_SHELL);
  });

  it('keeps the query string working on a client route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vos-photos?page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fakePage('/vos-photos'));
  });

  it('serves the empty shell with a real 404 status for an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nulle-part' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(EMPTY_SHELL);
  });
});

describe('the app page, kept in memory', () => {
  it('answers a repeat visit with a 304 from its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/programme' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/programme', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/programme', headers: { 'if-none-match': '"autre"' } });
    expect(stale.statusCode).toBe(200);
    // Another page's ETag is not this page's.
    const other = await t.app.inject({ method: 'GET', url: '/repas', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('sends the same page compressed in the encoding the browser accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/repas' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/repas', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/repas', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/quizz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe('');
  });

  it('says in French what to do when the client was never built', async () => {
    const emptyClient = tempDir('no-client');
    // A folder that does not even exist, as before the first `npm run build`.
    const bare = await startTestApp({ CLIENT_DIR: `${emptyClient.dir}/dist` });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/programme' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
      emptyClient.remove();
    }
  });
});

describe('real 404s for files', () => {
  it.each(['/assets/absent-123.js', '/uploads/photos/absent.jpg', '/favicon-absent.ico'])('%s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers an unknown API route with a French JSON message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody('Ressource introuvable.'));
  });

  it('does not fall back for a POST to an unknown path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/nulle-part', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('answers a POST to a page with 405 and the methods the page takes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/programme', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toBe('La méthode POST n’est pas acceptée à cette adresse (méthodes acceptées : GET, HEAD).');
  });

  it('refuses to leave the client folder', async () => {
    for (const url of [
      '/assets/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    }
  });
});

describe('caching and compression', () => {
  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    [
      'br',
      'br',
      (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    ],
    ['gzip', 'gz', (body: Buffer) => zlib.gzipSync(body)],
  ] as const)(
    'sends the build’s %s copy of a file as it is, with the headers of the file it stands for',
    async (encoding, extension, onTheFly) => {
      const file = path.join(t.config.clientDir, 'assets/index-abc123.js');
      const copy = fs.readFileSync(`${file}.${extension}`);
      // What compressing on each request would send is not the build's copy.
      expect(onTheFly(fs.readFileSync(file)).equals(copy)).toBe(false);
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.equals(copy)).toBe(true);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    },
  );

  it('keeps the service worker’s compressed copy asked for again, and the copies have no URL of their own', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/sw.js.br']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(fs.readFileSync(path.join(t.config.clientDir, 'assets/index-abc123.js'), 'utf8'));
  });

  it('has the browser ask again for the service worker and what it imports, the pages and the manifest', async () => {
    for (const url of ['/sw.js', '/sw-queue.js', '/sw-later.js', '/shell.html', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves a real robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });
});

describe('security headers', () => {
  it('sends a strict CSP that still allows the embedded map', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-src https://www.openstreetmap.org');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
