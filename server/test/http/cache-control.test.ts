import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PASSWORD_RESET_DELIVERY: 'response' });
});
afterAll(async () => {
  await t.close();
});

describe('answers that carry a token or account data are never stored', () => {
  it('login, registration, reset request and reset answers are no-store', async () => {
    const account = { email: 'cache@exemple.fr', username: 'Cache', password: 'correct horse battery' };
    const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: account });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['cache-control']).toBe('no-store');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('token');
    expect(login.headers['cache-control']).toBe('no-store');

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: account.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.headers['cache-control']).toBe('no-store');
    const { token } = forgot.json<{ token: string }>();

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password: 'another good password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
  });

  it('so is a refusal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: 'x@exemple.fr', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the photo list keeps its own revalidation (no-cache with an ETag)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photos' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
  });
});
