import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { callGuarded, login, register } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/logout', () => {
  it('revokes the presented token: 204, then 401 for that token', async () => {
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    const res = await callGuarded(t.app, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const again = await callGuarded(t.app, token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(errorBody('Vous devez être connecté.'));
    const row = await t.app.db.selectFrom('auth_tokens').select('revoked_at').executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('answers 401 without a token', async () => {
    const res = await callGuarded(t.app, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
  });
});
