import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashResetToken } from '../../src/domain/account/reset-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { callGuarded, login, register } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const forgot = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const reset = (token: string, password: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/reset-password/${token}`, payload: { password } });

describe('password reset, response delivery (the spec flow)', () => {
  const start = async () => {
    t = await startTestApp({ PASSWORD_RESET_DELIVERY: 'response' });
    return register(t.app);
  };

  it('returns a 256-bit token for a known email (any case, spaces) and stores only its hash', async () => {
    await start();
    const res = await forgot('  ALICE@example.fr ');
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 404 "Utilisateur non trouvé" for an unknown email', async () => {
    await start();
    const res = await forgot('nobody@example.fr');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody('Utilisateur non trouvé'));
  });

  it('refuses an invalid email with 400 naming the field', async () => {
    await start();
    const res = await forgot('pas un email');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('« email »');
  });

  it('resets the password once: new password works, old one and old tokens do not', async () => {
    const account = await start();
    const oldToken = await login(t.app, account.email, account.password);
    const { token } = (await forgot(account.email)).json<{ token: string }>();

    const res = await reset(token, 'a brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toContain('Mot de passe modifié');

    expect((await callGuarded(t.app, oldToken)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: account.email, password: account.password },
    });
    expect(refused.statusCode).toBe(401);
    const fresh = await login(t.app, account.email, 'a brand new password');
    expect((await callGuarded(t.app, fresh)).statusCode).toBe(204);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toMatch(/invalide|expiré/);
  });

  it('gives one 200 and one 400 to two simultaneous resets with one token', async () => {
    const account = await start();
    const { token } = (await forgot(account.email)).json<{ token: string }>();
    const answers = await Promise.all([reset(token, 'first new password'), reset(token, 'second new password')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('a reset uses up every other pending token of the account', async () => {
    const account = await start();
    const first = (await forgot(account.email)).json<{ token: string }>().token;
    const second = (await forgot(account.email)).json<{ token: string }>().token;
    expect((await reset(second, 'a brand new password')).statusCode).toBe(200);
    expect((await reset(first, 'another new password')).statusCode).toBe(400);
  });

  it('refuses a token older than one hour with 400 (controlled clock)', async () => {
    const account = await start();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = (await forgot(account.email)).json<{ token: string }>();
    vi.setSystemTime(Date.now() + 59 * 60_000);
    const stillValid = await t.app.inject({ method: 'POST', url: `/api/reset-password/${token}`, payload: {} });
    expect(stillValid.statusCode).toBe(400); // body invalid, token not consumed
    expect(stillValid.json<{ message: string }>().message).toBe('Le champ « password » est obligatoire.');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const res = await reset(token, 'a brand new password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Lien de réinitialisation invalide ou expiré.'));
    expect(await login(t.app, account.email, account.password)).toBeTruthy();
  });

  it('accepts the token just before the hour is over (controlled clock)', async () => {
    const account = await start();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = (await forgot(account.email)).json<{ token: string }>();
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await reset(token, 'a brand new password')).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a very long token', 'A'.repeat(500)],
    ['a token with odd characters', '%E2%82%AC%20%27%3B'],
  ])('refuses %s with 400 "invalide ou expiré"', async (_label, token) => {
    await start();
    const res = await reset(token, 'a brand new password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('Lien de réinitialisation invalide ou expiré.'));
  });

  it('refuses a too-short new password with 400 naming the field, without using the token', async () => {
    const account = await start();
    const { token } = (await forgot(account.email)).json<{ token: string }>();
    const res = await reset(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Le champ « password » doit contenir au moins 8 caractères.');
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });
});
