import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { JWT_SECRET_FILE } from '../../src/plugins/auth/signing-key.js';
import { ON_SQLITE } from '../support/engines.js';
import { startTestApp, tempDir, type TestApp } from '../support/test-app.js';
import { callGuarded, login, register } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const loginCheck = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login_check', payload });

describe('POST /api/login_check', () => {
  it('answers 200 {token}: an HS256 JWT with sub, username, email, iat, exp (24 h) and jti', async () => {
    const account = await register(t.app);
    const res = await loginCheck({ email: ' ALICE@example.fr ', password: account.password });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: '1', username: 'Alice Martin', email: 'alice@example.fr' });
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(86_400);
    expect((await callGuarded(t.app, token)).statusCode).toBe(204);
  });

  it('gives the same 401 message for a wrong password and an unknown email', async () => {
    const account = await register(t.app);
    const wrong = await loginCheck({ email: account.email, password: 'not the password' });
    const unknown = await loginCheck({ email: 'nobody@example.fr', password: account.password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(errorBody('Email ou mot de passe incorrect.'));
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: 'x' }, 'Le champ « email » est obligatoire.'],
    [{ email: 'a@b.fr' }, 'Le champ « password » est obligatoire.'],
    [{ email: 'a@b.fr', password: '' }, 'Le champ « password » ne doit pas être vide.'],
    [{ email: ['a@b.fr'], password: 'x' }, 'Le champ « email » doit être de type texte.'],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const res = await loginCheck(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('never writes the password or the token to the log', async () => {
    const lines: string[] = [];
    // A second app on the same data, with a logger that records every line.
    const logged = await buildApp(t.config, {
      level: 'trace',
      stream: { write: (line: string) => void lines.push(line) },
    });
    const account = await register(logged);
    const token = await login(logged, account.email, account.password);
    await logged.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: account.email, password: 'wrong-password' },
    });
    await logged.close();
    const all = lines.join('\n');
    expect(all).toContain('login');
    expect(all).not.toContain(account.password);
    expect(all).not.toContain('wrong-password');
    expect(all).not.toContain(token);
  });
});

describe('JWT secret', () => {
  it('is generated on first start in DATA_DIR with mode 0600 and reused after a restart', async () => {
    const data = tempDir('secret');
    await t.close();
    // A generated key is SQLite's way only: with DATABASE_URL, JWT_SECRET is required (config.test.ts).
    const generated = { DATA_DIR: data.dir, ...ON_SQLITE };
    t = await startTestApp(generated);
    const file = path.join(data.dir, JWT_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.byteLength(fs.readFileSync(file, 'utf8'))).toBeGreaterThanOrEqual(32);
    const account = await register(t.app);
    const token = await login(t.app, account.email, account.password);
    await t.app.close();
    t = await startTestApp(generated);
    expect((await callGuarded(t.app, token)).statusCode).toBe(204);
    data.remove();
  });

  it('comes from JWT_SECRET when set (no file is written)', async () => {
    await t.close();
    t = await startTestApp({ JWT_SECRET: 's'.repeat(40) });
    expect(fs.existsSync(path.join(t.dataDir, JWT_SECRET_FILE))).toBe(false);
    const account = await register(t.app);
    expect((await callGuarded(t.app, await login(t.app, account.email, account.password))).statusCode).toBe(204);
  });
});
