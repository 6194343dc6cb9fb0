import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../gallery/support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { openUpload } from '../uploads/support.js';

const FRONT = 'https://congres.example.org';
const EVIL = 'https://evil.example';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: FRONT });
  token = (await newMember(t.app, 'Ailleurs')).token;
});
afterAll(async () => {
  await t.close();
});

const names = (value: string | string[] | number | undefined) => String(value ?? '').split(/\s*,\s*/);

describe('resumable uploads from a front end on another origin', () => {
  it('answers the preflights of creation and PATCH with the tus headers', async () => {
    const url = await openUpload(t.app, token, 10);
    for (const [path, method] of [
      ['/api/uploads', 'POST'],
      [url, 'PATCH'],
      [url, 'HEAD'],
      [url, 'DELETE'],
    ] as const) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: path,
        headers: {
          origin: FRONT,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,tus-resumable,upload-offset,content-type',
        },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(FRONT);
      expect(names(res.headers['access-control-allow-methods'])).toContain(method);
      expect(names(res.headers['access-control-allow-headers'])).toEqual(
        expect.arrayContaining([
          'Authorization',
          'Content-Type',
          'Tus-Resumable',
          'Upload-Length',
          'Upload-Offset',
          'Upload-Metadata',
          'Idempotency-Key',
        ]),
      );
    }
  });

  it('lets the page read Location and Upload-Offset, and gives another origin no CORS header at all', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { origin: FRONT, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers['access-control-allow-origin']).toBe(FRONT);
    expect(names(created.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['Location', 'Upload-Offset', 'Upload-Length', 'Tus-Resumable']),
    );

    const head = await t.app.inject({
      method: 'HEAD',
      url: String(created.headers.location),
      headers: { origin: EVIL, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(200);
    expect(Object.keys(head.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
