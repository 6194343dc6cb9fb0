import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/routes/api/rate-limits.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { register } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Sends `count` requests one after the other and returns the last answer. */
async function repeat(count: number, send: (i: number) => Promise<Answer>): Promise<Answer> {
  let last: Answer | undefined;
  for (let i = 0; i < count; i += 1) last = await send(i);
  return last!;
}

function expectRefused(res: Answer, minutes: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(errorBody(`Trop de tentatives. Réessayez dans ${minutes} minutes.`));
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

describe('rate limits', () => {
  it('login: 10 attempts per email per 15 minutes, then 429 even with the right password', async () => {
    t = await startTestApp();
    const account = await register(t.app);
    const { max } = RATE_LIMITS.loginPerEmail;
    const last = await repeat(max, () =>
      post('/api/login_check', { email: account.email, password: 'wrong password' }),
    );
    expect(last.statusCode).toBe(401);
    // The limit follows the account whatever the case or spaces of the email.
    expectRefused(await post('/api/login_check', { email: ' ALICE@example.fr', password: account.password }), 15);
    // Another account from the same address is not affected.
    const bob = await register(t.app, { email: 'bob@example.fr' });
    expect((await post('/api/login_check', { email: bob.email, password: bob.password })).statusCode).toBe(200);
  });

  it('forgot-password: 5 per email per hour', async () => {
    t = await startTestApp({ PASSWORD_RESET_DELIVERY: 'response' });
    const account = await register(t.app);
    const last = await repeat(RATE_LIMITS.forgotPasswordPerEmail.max, () =>
      post('/api/forgot-password', { email: account.email }),
    );
    expect(last.statusCode).toBe(200);
    expectRefused(await post('/api/forgot-password', { email: account.email }), 60);
    expect((await post('/api/forgot-password', { email: 'other@example.fr' })).statusCode).toBe(404);
  });

  it('forgot-password: 200 per address per hour; X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    t = await startTestApp();
    const { max } = RATE_LIMITS.forgotPasswordPerIp;
    await repeat(max, (i) =>
      post('/api/forgot-password', { email: `user${i}@example.fr` }, { 'x-forwarded-for': `10.0.0.${i % 250}` }),
    );
    expectRefused(
      await post('/api/forgot-password', { email: 'late@example.fr' }, { 'x-forwarded-for': '10.9.9.9' }),
      60,
    );
  });

  it('with TRUST_PROXY=true each forwarded address has its own allowance', async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
    const { max } = RATE_LIMITS.forgotPasswordPerIp;
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    await repeat(max, (i) => post('/api/forgot-password', { email: `user${i}@example.fr` }, headers));
    expectRefused(await post('/api/forgot-password', { email: 'late@example.fr' }, headers), 60);
    const other = await post(
      '/api/forgot-password',
      { email: 'late@example.fr' },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expect(other.statusCode).toBe(200);
  });

  it('register: 100 per address per 15 minutes', async () => {
    t = await startTestApp();
    const body = { email: 'alice@example.fr', username: 'Alice', password: '12345678' };
    // Duplicates cost no hashing, and still count.
    const last = await repeat(RATE_LIMITS.registerPerIp.max, () => post('/api/register', body));
    expect(last.statusCode).toBe(409);
    expectRefused(await post('/api/register', { ...body, email: 'new@example.fr' }), 15);
  });

  it('reset-password: 100 per address per 15 minutes', async () => {
    t = await startTestApp();
    const last = await repeat(RATE_LIMITS.resetPasswordPerIp.max, (i) =>
      post(`/api/reset-password/guess${i}`, { password: '12345678' }),
    );
    expect(last.statusCode).toBe(400);
    expectRefused(await post('/api/reset-password/guess', { password: '12345678' }), 15);
  });
});
