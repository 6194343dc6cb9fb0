import { SignJWT, decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { callGuarded, login, register } from './support.js';
import { errorBody } from '../support/error-body.js';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await startTestApp({ JWT_SECRET: SECRET });
  const account = await register(t.app);
  token = await login(t.app, account.email, account.password);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const expect401 = async (candidate: string | undefined, authorization?: string) => {
  const res =
    authorization === undefined
      ? await callGuarded(t.app, candidate)
      : await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
};

describe('app.requireUser', () => {
  it('sets request.user to { id, username, email, role, tokenId } for a valid token', async () => {
    // A second app on the same DATA_DIR, with one extra guarded route (routes are fixed after ready()).
    const other = await buildApp(t.config);
    other.get('/api/test-me', { preHandler: other.requireUser }, (request) => request.user);
    const res = await other.inject({ url: '/api/test-me', headers: { authorization: `Bearer ${token}` } });
    const anonymous = await other.inject({ url: '/api/test-me' });
    await other.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 1,
      username: 'Alice Martin',
      email: 'alice@example.fr',
      role: 'attendee',
      tokenId: decodeJwt(token).jti,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a valid token', async () => {
    expect((await callGuarded(t.app, token)).statusCode).toBe(204);
  });

  it('refuses a missing header, a malformed one and a non-bearer scheme', async () => {
    await expect401(undefined);
    await expect401(undefined, 'Bearer');
    await expect401(undefined, `Basic ${token}`);
    await expect401('not.a.jwt');
  });

  it('refuses alg "none"', async () => {
    const [, payload] = token.split('.');
    await expect401(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('refuses a wrong signature', async () => {
    const claims = decodeJwt(token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000000'));
    await expect401(forged);
  });

  it('refuses a changed payload', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    await expect401(`${header}.${b64({ ...claims, sub: '2', username: 'Mallory' })}.${signature}`);
  });

  it('refuses another algorithm even with the right key (HS512)', async () => {
    const other = await new SignJWT(decodeJwt(token))
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(SECRET));
    await expect401(other);
  });

  it('refuses an expired token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000 + 1000);
    await expect401(token);
  });

  it('refuses a well-signed token that was never issued (unknown jti)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const made = await new SignJWT({ username: 'Alice Martin', email: 'alice@example.fr' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .setJti('made-up')
      .sign(new TextEncoder().encode(SECRET));
    await expect401(made);
  });

  it('refuses a revoked token (after logout), while another session stays valid', async () => {
    const other = await login(t.app, 'alice@example.fr', 'correct horse battery');
    expect((await callGuarded(t.app, token)).statusCode).toBe(204);
    await expect401(token);
    expect((await callGuarded(t.app, other)).statusCode).toBe(204);
  });
});
