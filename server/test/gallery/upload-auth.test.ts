import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Photo } from '@congres/contracts';
import { storedFiles } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { solidImage } from './support/images.js';
import { multipart } from './support/multipart.js';
import { signIn } from './support/sign-in.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function uploadWith(headers: Record<string, string>) {
  const body = await multipart([{ name: 'photo.jpg', data: await solidImage('jpeg') }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-photo',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function expectRefused(headers: Record<string, string>) {
  const res = await uploadWith(headers);
  // The storage is checked at the real time (an S3 server refuses requests signed a day ahead).
  vi.useRealTimers();
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
  expect((await t.app.inject({ method: 'GET', url: '/api/photos' })).json<Photo[]>()).toEqual([]);
  expect(await storedFiles(t.app)).toEqual([]);
}

describe('POST /api/upload-photo needs a valid login', () => {
  it('refuses a request without a token', async () => {
    await expectRefused({});
  });

  it('refuses a malformed token', async () => {
    await expectRefused({ authorization: 'Bearer pas-un-jeton' });
  });

  it('refuses an expired token', async () => {
    const token = await signIn(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + t.config.jwtTtlSeconds * 1000 + 1000);
    await expectRefused({ authorization: `Bearer ${token}` });
  });

  it('refuses a revoked token (after logout)', async () => {
    const token = await signIn(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    await expectRefused({ authorization: `Bearer ${token}` });
  });
});
