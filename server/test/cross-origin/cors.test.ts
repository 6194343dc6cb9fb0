import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOnePhotoUrls } from '../gallery/support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FRONT = 'https://congres.example.org';
const OTHER_FRONT = 'http://localhost:5173';
const EVIL = 'https://evil.example';

let t: TestApp;
let photoUrl: string;
let thumbUrl: string;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: `${FRONT}, ${OTHER_FRONT}` });
  ({ photoUrl, thumbUrl } = await seedOnePhotoUrls(t));
});
afterAll(async () => {
  await t.close();
});

const from = (origin: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, origin } });
const preflight = (origin: string, url: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' },
  });
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-credentials',
  'access-control-max-age',
];
const varyNames = (value: string | string[] | number | undefined) => String(value ?? '').split(/\s*,\s*/);

describe('CORS_ORIGINS: a front end on another origin', () => {
  it.each([FRONT, OTHER_FRONT])('lets the listed origin %s read the photo list', async (origin) => {
    const res = await from(origin, { method: 'GET', url: '/api/photos', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // Caches keep the answers of each origin and of each encoding apart.
    expect(varyNames(res.headers.vary)).toEqual(expect.arrayContaining(['Origin', 'accept-encoding']));
  });

  it('lets it read a refusal too, with its French message', async () => {
    const res = await from(FRONT, { method: 'POST', url: '/api/login_check', payload: { email: 'x@exemple.fr' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(FRONT);
    expect(res.json()).toEqual({
      message: 'Le champ « password » est obligatoire.',
      error: 'Le champ « password » est obligatoire.',
    });
  });

  it('answers its preflight with the methods of the path and the headers the client sends', async () => {
    const login = await preflight(FRONT, '/api/login_check');
    expect(login.statusCode).toBe(204);
    expect(login.headers['access-control-allow-origin']).toBe(FRONT);
    expect(login.headers['access-control-allow-methods']).toBe('POST');
    expect(login.headers['access-control-allow-headers']).toBe('Authorization, Content-Type, Idempotency-Key');
    expect(Number(login.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(login.headers['access-control-allow-credentials']).toBeUndefined();

    const upload = await preflight(FRONT, '/api/upload-photo');
    expect(upload.statusCode).toBe(204);
    expect(upload.headers['access-control-allow-methods']).toBe('POST');
    // The queue's key of each photo (decision 047) may cross origins with it.
    expect(upload.headers['access-control-allow-headers']).toContain('Idempotency-Key');

    const list = await preflight(OTHER_FRONT, '/api/photos', 'GET');
    expect(list.headers['access-control-allow-origin']).toBe(OTHER_FRONT);
    expect(list.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it.each([
    ['an unlisted origin', EVIL],
    ['a listed origin with another letter case', FRONT.toUpperCase()],
    ['a listed origin with a path', `${FRONT}/`],
    ['the opaque origin of a sandboxed page', 'null'],
  ])('gives %s no CORS header, on a request or a preflight', async (_kind, origin) => {
    const list = await from(origin, { method: 'GET', url: '/api/photos' });
    expect(list.statusCode).toBe(200);
    const pre = await preflight(origin, '/api/login_check');
    expect(pre.statusCode).toBeLessThan(500);
    for (const res of [list, pre]) for (const header of CORS_HEADERS) expect(res.headers[header]).toBeUndefined();
    // Still a Vary: the same URL answers a listed origin differently.
    expect(varyNames(list.headers.vary)).toContain('Origin');
  });

  it('gives a request without Origin no CORS header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photos' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no CORS preflight for a path that does not exist', async () => {
    const res = await preflight(FRONT, '/api/admin');
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers an OPTIONS that is no preflight with the methods of the path', async () => {
    const res = await from(FRONT, { method: 'OPTIONS', url: '/api/photos' });
    expect(res.statusCode).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('Cross-Origin-Resource-Policy: photos are public, nothing else is', () => {
  it.each([
    ['a photo', () => photoUrl],
    ['a thumbnail', () => thumbUrl],
  ])('%s may be shown by another origin’s <img>', async (_kind, url) => {
    for (const origin of [FRONT, EVIL]) {
      const res = await from(origin, { method: 'GET', url: url() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it.each(['/', '/vos-photos', '/assets/index-abc123.js', '/api/photos', '/api/health'])(
    '%s stays same-origin',
    async (url) => {
      const res = await from(FRONT, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );
});
