import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { register } from './support.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });

describe('POST /api/register', () => {
  it('creates the account (201) with a normalized email and an argon2id hash', async () => {
    const res = await post({ email: '  Alice@Example.FR ', username: '  Alice Martin ', password: 'correct horse' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 1, email: 'alice@example.fr', username: 'Alice Martin' });
    const row = await t.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('correct horse');
  });

  it('ignores unknown fields', async () => {
    const res = await post({ email: 'a@b.fr', username: 'A', password: '12345678', admin: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('admin');
  });

  it.each([
    ['the same email', 'alice@example.fr'],
    ['the email in other case', 'ALICE@Example.fr'],
    ['the email with spaces', '  alice@example.fr  '],
  ])('refuses %s with 409 "déjà existant"', async (_label, email) => {
    expect((await register(t.app)).status).toBe(201);
    const res = await post({ email, username: 'Autre', password: 'another password' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('déjà existant');
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('gives one 201 and one 409 to two simultaneous registrations of one email', async () => {
    const body = { email: 'alice@example.fr', username: 'Alice', password: '12345678' };
    const answers = await Promise.all([post(body), post({ ...body, email: 'ALICE@example.fr' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ email: 'pas-un-email', username: 'A', password: '12345678' }, '« email » doit être une adresse e-mail valide'],
    [{ email: `${'a'.repeat(250)}@b.fr`, username: 'A', password: '12345678' }, '« email »'],
    [{ username: 'A', password: '12345678' }, 'Le champ « email » est obligatoire.'],
    [{ email: 'a@b.fr', username: '   ', password: '12345678' }, 'Le champ « username » ne doit pas être vide.'],
    [{ email: 'a@b.fr', username: 'x'.repeat(101), password: '12345678' }, '« username » doit contenir au plus 100'],
    [{ email: 'a@b.fr', password: '12345678' }, 'Le champ « username » est obligatoire.'],
    [{ email: 'a@b.fr', username: 'A', password: '1234567' }, '« password » doit contenir au moins 8 caractères'],
    [{ email: 'a@b.fr', username: 'A', password: 'x'.repeat(129) }, '« password » doit contenir au plus 128'],
    [{ email: 'a@b.fr', username: 'A', password: 12345678 }, '« password » doit être de type texte'],
    [{ email: 'a@b.fr', username: 'A' }, 'Le champ « password » est obligatoire.'],
  ])('refuses invalid input %j with 400 naming the field', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('refuses a body that is not JSON, or too large, without a 5xx', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    for (const body of ['[]', 'null', '"texte"']) {
      const odd = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.json<{ message: string }>().message).toMatch(/JSON|invalide/);
    }
    const huge = await post({ email: 'a@b.fr', username: 'A', password: '12345678', filler: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ message: string }>().message).toBe('La requête est trop volumineuse.');
  });
});
