import type { Photo } from '@congres/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '../../src/routes/api/account/delete-account.js';
import { RATE_LIMITS } from '../../src/routes/api/rate-limits.js';
import { register } from './support.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, JWT_SECRET, listPhotos, publish, report } from '../moderation/support.js';
import { filesExist } from '../support/stored-files.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  // Reset tokens are returned in the answer: the test can see that they stop working.
  t = await startTestApp({ JWT_SECRET, PASSWORD_RESET_DELIVERY: 'response' });
});
afterAll(async () => {
  await t.close();
});

const deleteAccount = (token: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: token === undefined ? {} : bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** How many rows of each table belong to (or are about) the account. */
async function rowsOf(userId: number) {
  const count = async (from: string, column: string) => {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM ${sql.raw(from)} WHERE ${sql.raw(column)} = ${userId}`.execute(t.app.db);
    return Number(rows[0]?.n);
  };
  return {
    users: await count('users', 'id'),
    photos: await count('photos', 'user_id'),
    sessions: await count('auth_tokens', 'user_id'),
    resetTokens: await count('password_reset_tokens', 'user_id'),
    reportsMade: await count('photo_reports', 'user_id'),
    reportsOnPhotos: await count('photo_reports JOIN photos ON photos.id = photo_reports.photo_id', 'photos.user_id'),
  };
}

/** An account with everything an account can have: photos, two sessions, a reset link, reports made and received. */
async function fullAccount(neighbour: Member) {
  const me = await newMember(t.app, 'Partante');
  const photos = await publish(t.app, me.token, 3);
  const secondSession = await t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { email: me.email, password: me.password },
  });
  const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: me.email } });
  const resetToken = forgot.json<{ token: string }>().token;
  const [theirs] = await publish(t.app, neighbour.token);
  if (!theirs || photos.length !== 3) throw new Error('photos not published');
  expect((await report(t.app, me.token, theirs.id, 'Rapport de la partante')).statusCode).toBe(201);
  expect((await report(t.app, neighbour.token, photos[0]?.id ?? 0, 'Sur sa photo')).statusCode).toBe(201);
  expect(await rowsOf(me.id)).toEqual({
    users: 1,
    photos: 3,
    sessions: 2,
    resetTokens: 1,
    reportsMade: 1,
    reportsOnPhotos: 1,
  });
  return { me, photos, theirs, otherToken: secondSession.json<{ token: string }>().token, resetToken };
}

describe('DELETE /api/account', () => {
  it('erases the account and everything of it (204); the email can register again; nothing of others is touched', async () => {
    const neighbour = await newMember(t.app, 'Voisin');
    const neighbourPhotos = await publish(t.app, neighbour.token, 2);
    const { me, photos, theirs, otherToken, resetToken } = await fullAccount(neighbour);
    const neighbourBefore = await rowsOf(neighbour.id);
    // A thumbnail served once is kept in memory: it must be forgotten too.
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/photos/thumbs/${photos[1]?.thumbnail}` })).statusCode,
    ).toBe(200);
    const listBefore = await listPhotos(t.app);

    const res = await deleteAccount(me.token, { password: me.password });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await rowsOf(me.id)).toEqual({
      users: 0,
      photos: 0,
      sessions: 0,
      resetTokens: 0,
      reportsMade: 0,
      reportsOnPhotos: 0,
    });
    for (const photo of photos) {
      expect(await filesExist(t.app, photo)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/photos/${photo.filename}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/photos/thumbs/${photo.thumbnail}` })).statusCode).toBe(
        404,
      );
    }
    const listAfter = await listPhotos(t.app);
    expect(listAfter.etag).not.toBe(listBefore.etag);
    const ids = listAfter.photos.map((photo: Photo) => photo.id);
    for (const photo of photos) expect(ids).not.toContain(photo.id);

    // Both sessions and the reset link are dead.
    for (const token of [me.token, otherToken]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).statusCode).toBe(401);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${resetToken}`,
      payload: { password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(400);

    // The neighbour keeps every photo, file and session; the reports between the two are gone.
    expect(await rowsOf(neighbour.id)).toEqual({
      ...neighbourBefore,
      reportsMade: neighbourBefore.reportsMade - 1,
      reportsOnPhotos: neighbourBefore.reportsOnPhotos - 1,
    });
    for (const photo of [...neighbourPhotos, theirs]) {
      expect(ids).toContain(photo.id);
      expect(await filesExist(t.app, photo)).toBe(true);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(neighbour.token) })).statusCode,
    ).toBe(200);

    // The email is free again.
    const again = await register(t.app, { email: me.email, username: 'De Retour' });
    expect(again.status).toBe(201);
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const neighbour = await newMember(t.app, 'Voisine');
    const { me, photos } = await fullAccount(neighbour);
    const res = await deleteAccount(me.token, { password: 'not the password' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(WRONG_PASSWORD));
    expect(await rowsOf(me.id)).toEqual({
      users: 1,
      photos: 3,
      sessions: 2,
      resetTokens: 1,
      reportsMade: 1,
      reportsOnPhotos: 1,
    });
    for (const photo of photos) expect(await filesExist(t.app, photo)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(me.token) })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['no body', undefined, 400, 'Le corps de la requête est invalide : envoyez un objet JSON.'],
    ['no password', {}, 400, 'Le champ « password » est obligatoire.'],
    ['an empty password', { password: '' }, 400, 'Le champ « password » ne doit pas être vide.'],
    ['a password as a number', { password: 12345678 }, 400, 'Le champ « password » doit être de type texte.'],
    [
      'a 129-character password',
      { password: 'p'.repeat(129) },
      400,
      'Le champ « password » doit contenir au plus 128 caractères.',
    ],
  ])('refuses %s (400, French) and deletes nothing', async (_what, payload, status, message) => {
    const me = await newMember(t.app, 'Prudente');
    const res = await deleteAccount(me.token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(errorBody(message));
    expect((await rowsOf(me.id)).users).toBe(1);
  });

  it('answers 401 without a valid token, even with the right password', async () => {
    const me = await newMember(t.app, 'Sans Jeton');
    for (const token of [undefined, 'pas.un.jeton']) {
      const res = await deleteAccount(token, { password: me.password });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
    }
    expect((await rowsOf(me.id)).users).toBe(1);
  });

  it('stops guessing: after 10 attempts in 15 minutes, 429 even with the right password', async () => {
    const me = await newMember(t.app, 'Devinée');
    const { max } = RATE_LIMITS.deleteAccountPerUser;
    for (let i = 0; i < max; i += 1) {
      expect((await deleteAccount(me.token, { password: `guess number ${i}` })).statusCode).toBe(403);
    }
    const refused = await deleteAccount(me.token, { password: me.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody('Trop de tentatives. Réessayez dans 15 minutes.'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await rowsOf(me.id)).users).toBe(1);
    // Counted per account: another account is not held back.
    const other = await newMember(t.app, 'Autre');
    expect((await deleteAccount(other.token, { password: other.password })).statusCode).toBe(204);
  });
});
