import type { AccountBody, Photo, RenamedAccountBody } from '@congres/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../gallery/support/sign-in.js';
import { bearer, JWT_SECRET, listPhotos, makeOrganiser, publish } from '../moderation/support.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
});
afterAll(async () => {
  await t.close();
});

const getAccount = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/account', headers: token === undefined ? {} : bearer(token) });
const rename = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/account', headers: bearer(token), payload: payload as object });

const CONTROL_CHARS =
  'Le champ « username » contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).';

describe('GET /api/account', () => {
  it('gives the account as "Mon compte" shows it, with the number of its photos', async () => {
    const me = await newMember(t.app, 'Zoé Dupont');
    const other = await newMember(t.app, 'Bob Leroy');
    const started = new Date(Date.now() - 1000).toISOString();
    let res = await getAccount(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const account = res.json<AccountBody>();
    expect(Object.keys(account).sort()).toEqual(['createdAt', 'email', 'id', 'photoCount', 'role', 'username']);
    expect(account).toMatchObject({
      id: me.id,
      email: me.email,
      username: 'Zoé Dupont',
      role: 'attendee',
      photoCount: 0,
    });
    expect(account.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(account.createdAt.slice(0, 10)).toBe(started.slice(0, 10));

    await publish(t.app, me.token, 3);
    await publish(t.app, other.token, 2);
    res = await getAccount(me.token);
    expect(res.json<AccountBody>().photoCount).toBe(3);

    await makeOrganiser(t.app, me.id);
    expect((await getAccount(me.token)).json<AccountBody>().role).toBe('organiser');
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'pas.un.jeton']) {
      const res = await getAccount(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
    }
  });
});

describe('PATCH /api/account: a new name', () => {
  it('renames the account under every photo; the new token works, the old one is revoked; the ETag moves', async () => {
    const me = await newMember(t.app, 'Camille Martin');
    const other = await newMember(t.app, 'Camille Martin');
    const mine = await publish(t.app, me.token, 2);
    const theirs = await publish(t.app, other.token, 1);
    const before = await listPhotos(t.app);

    const res = await rename(me.token, { username: '  Camille Martin-Durand  ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<RenamedAccountBody>();
    expect(body.account).toMatchObject({
      id: me.id,
      email: me.email,
      username: 'Camille Martin-Durand',
      photoCount: 2,
    });
    expect(decodeJwt(body.token)).toMatchObject({ sub: String(me.id), username: 'Camille Martin-Durand' });

    // The new token is a session; the one that asked is not any more.
    expect((await getAccount(body.token)).json<AccountBody>().username).toBe('Camille Martin-Durand');
    const old = await getAccount(me.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(errorBody('Vous devez être connecté.'));

    const after = await listPhotos(t.app);
    expect(after.etag).not.toBe(before.etag);
    const byId = new Map(after.photos.map((photo): [number, Photo] => [photo.id, photo]));
    for (const photo of mine) expect(byId.get(photo.id)?.username).toBe('Camille Martin-Durand');
    for (const photo of theirs) expect(byId.get(photo.id)?.username).toBe('Camille Martin');
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: { 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('keeps the ETag when the name given is the same', async () => {
    const me = await newMember(t.app, 'Même Nom');
    await publish(t.app, me.token);
    const before = await listPhotos(t.app);
    const res = await rename(me.token, { username: 'Même Nom' });
    expect(res.statusCode).toBe(200);
    expect((await listPhotos(t.app)).etag).toBe(before.etag);
  });

  it.each([
    ['an empty name', { username: '' }, 'Le champ « username » ne doit pas être vide.'],
    ['spaces only', { username: '    ' }, 'Le champ « username » ne doit pas être vide.'],
    ['a NUL character', { username: 'Ali\u0000ce' }, CONTROL_CHARS],
    ['a line break', { username: 'Alice\nBob' }, CONTROL_CHARS],
    ['a tab', { username: 'Alice\tBob' }, CONTROL_CHARS],
    ['101 characters', { username: 'n'.repeat(101) }, 'Le champ « username » doit contenir au plus 100 caractères.'],
    ['no name', {}, 'Le champ « username » est obligatoire.'],
    ['a number', { username: 12 }, 'Le champ « username » doit être de type texte.'],
    ['a list', [{ username: 'A' }], 'Le corps de la requête est invalide : envoyez un objet JSON.'],
  ])('refuses %s (400, French), keeping the name and the token', async (_what, payload, message) => {
    const me = await newMember(t.app, 'Nom Inchangé');
    const res = await rename(me.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(message));
    const account = await getAccount(me.token);
    expect(account.statusCode).toBe(200);
    expect(account.json<AccountBody>().username).toBe('Nom Inchangé');
  });

  it('accepts exactly 100 characters, accents and emoji', async () => {
    const me = await newMember(t.app, 'Court');
    const name = `Zoé 👩🏽‍⚕️ ${'é'.repeat(88)}`;
    expect([...name].length).toBeLessThanOrEqual(100);
    const res = await rename(me.token, { username: name });
    expect(res.statusCode).toBe(200);
    expect(res.json<RenamedAccountBody>().account.username).toBe(name);
    expect((await rename(res.json<RenamedAccountBody>().token, { username: 'n'.repeat(100) })).statusCode).toBe(200);
  });

  it('answers 401 without a token and 415 for a body that is not JSON', async () => {
    const anonymous = await t.app.inject({ method: 'PATCH', url: '/api/account', payload: { username: 'X' } });
    expect(anonymous.statusCode).toBe(401);
    const me = await newMember(t.app, 'Texte Brut');
    const text = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { ...bearer(me.token), 'content-type': 'text/plain' },
      payload: 'username=X',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(errorBody('Type de contenu non pris en charge : envoyez du JSON (application/json).'));
  });
});
