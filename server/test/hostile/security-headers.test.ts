import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOnePhotoUrls } from '../gallery/support/seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let photoUrl: string;
let thumbUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ photoUrl, thumbUrl } = await seedOnePhotoUrls(t));
});
afterAll(async () => {
  await t.close();
});

/** One directive of a Content-Security-Policy header, as its list of sources. */
function directive(csp: string, name: string): string[] | undefined {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

const EVIL_ORIGIN = 'https://evil.example';

/** Each request says it comes from another site's page, as a browser's cross-origin fetch would. */
const fromElsewhere = (options: InjectOptions) =>
  t.app.inject({ ...options, headers: { origin: EVIL_ORIGIN, ...options.headers } });

// Every kind of answer the site gives: pages, the API (success, refusal, 404), hashed assets and photos.
const answers: [string, () => Promise<LightMyRequestResponse>][] = [
  ['the welcome page', () => fromElsewhere({ method: 'GET', url: '/' })],
  ['a client route', () => fromElsewhere({ method: 'GET', url: '/vos-photos' })],
  ['an unknown page', () => fromElsewhere({ method: 'GET', url: '/nulle-part' })],
  ['a hashed asset', () => fromElsewhere({ method: 'GET', url: '/assets/index-abc123.js' })],
  ['the health route', () => fromElsewhere({ method: 'GET', url: '/api/health' })],
  ['the photo list', () => fromElsewhere({ method: 'GET', url: '/api/photos' })],
  ['an API refusal', () => fromElsewhere({ method: 'POST', url: '/api/login_check', payload: {} })],
  ['an unknown API route', () => fromElsewhere({ method: 'GET', url: '/api/nothing' })],
  ['a photo', () => fromElsewhere({ method: 'GET', url: photoUrl })],
  ['a thumbnail', () => fromElsewhere({ method: 'GET', url: thumbUrl })],
  ['a missing photo', () => fromElsewhere({ method: 'GET', url: '/uploads/photos/absent.jpg' })],
];

describe('security headers on every kind of answer', () => {
  it.each(answers)('%s', async (_kind, send) => {
    const res = await send();
    expect(res.statusCode).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy'] ?? '');
    const scripts = directive(csp, 'script-src') ?? directive(csp, 'default-src');
    expect(scripts).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const permissions = String(res.headers['permissions-policy'] ?? '');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });
});

describe('CORS is closed: no other origin may read an answer', () => {
  it.each(answers)('%s gets no Access-Control-Allow-Origin for a foreign origin', async (_kind, send) => {
    const res = await send();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['/api/login_check', '/api/upload-photo', '/api/photos'])(
    'a preflight for %s from another origin gets no CORS header',
    async (url) => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: EVIL_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    },
  );

  it('a cross-origin request with credentials still gets no CORS header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: { origin: EVIL_ORIGIN, cookie: 'session=x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
