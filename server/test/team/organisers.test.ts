import {
  LAST_ORGANISER,
  ORGANISER_ACCOUNT_NOT_FOUND,
  ORGANISER_EMAIL_MISSING,
  ORGANISER_NOT_FOUND,
  type Organiser,
} from '@congres/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withdrawOrganiser } from '../../src/domain/team/organisers.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, makeOrganiser } from '../moderation/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { errorBody } from '../support/error-body.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const UNAUTHORIZED = 'Vous devez être connecté.';
const ORGANISERS_ONLY = 'Cette action est réservée aux organisateurs du congrès.';

let t: TestApp;
let first: Member;

beforeAll(async () => {
  t = await startTestApp({}, { contentSeed: await testContentSeed() });
  first = await newMember(t.app, 'Première Organisatrice');
  await makeOrganiser(t.app, first.id);
});
afterAll(async () => {
  await t.close();
});
// Each test starts from one organiser, the first, as `npm run organiser -- add` leaves a new site.
beforeEach(async () => {
  await t.app.db.updateTable('users').set({ role: 'attendee' }).where('id', '!=', first.id).execute();
});

const list = (token = first.token) => t.app.inject({ method: 'GET', url: '/api/organisers', headers: bearer(token) });
const add = (email: unknown, token = first.token) =>
  t.app.inject({ method: 'POST', url: '/api/organisers', headers: bearer(token), payload: { email } });
const remove = (id: number | string, token = first.token) =>
  t.app.inject({ method: 'DELETE', url: `/api/organisers/${id}`, headers: bearer(token) });
const organiserIds = () => t.app.db.selectFrom('users').select('id').where('role', '=', 'organiser').execute();
const team = async () => {
  const res = await list();
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Organiser[]>();
};

describe('the team: organisers grant and withdraw the role (decision 085)', () => {
  it('lists the organisers with their id, email and name', async () => {
    expect(await team()).toEqual([{ id: first.id, email: first.email, name: 'Première Organisatrice' }]);
  });

  it('grants the role by email, as typed with spaces and capitals; asking again answers 200', async () => {
    const camille = await newMember(t.app, 'Camille Martin');
    const granted = await add(`  ${camille.email.toUpperCase()} `);
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toEqual({ id: camille.id, email: camille.email, name: 'Camille Martin' });
    expect((await team()).map((o) => o.email).sort()).toEqual([camille.email, first.email].sort());
    // The new organiser's token, issued before the grant, opens the organisers' routes at once.
    expect((await list(camille.token)).statusCode).toBe(200);
    const again = await add(camille.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(granted.json());
    expect(await team()).toHaveLength(2);
  });

  it('an unknown email is a French 404 saying the account must be created first; an empty one a 400', async () => {
    const res = await add('Personne@Exemple.fr');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody(ORGANISER_ACCOUNT_NOT_FOUND('personne@exemple.fr')));
    expect(res.json<{ message: string }>().message).toMatch(/^Aucun compte .*demandez-lui de créer son compte/);
    const empty = await add('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody(ORGANISER_EMAIL_MISSING));
    expect(await team()).toHaveLength(1);
  });

  it('a withdrawn organiser’s old token loses the organisers’ powers on its next request', async () => {
    const dominique = await newMember(t.app, 'Dominique Roux');
    expect((await add(dominique.email)).statusCode).toBe(201);
    const draft = () => t.app.inject({ method: 'GET', url: '/api/content/draft', headers: bearer(dominique.token) });
    expect((await draft()).statusCode).toBe(200);
    expect((await list(dominique.token)).statusCode).toBe(200);

    expect((await remove(dominique.id)).statusCode).toBe(204);
    expect((await team()).map((o) => o.id)).toEqual([first.id]);
    // The same token, still signed and unexpired, and still saying "organiser" in its claims.
    for (const res of [await draft(), await list(dominique.token), await add('x@exemple.fr', dominique.token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBody(ORGANISERS_ONLY));
    }
    // Still an account: it signs in as an attendee.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(dominique.token) })).statusCode,
    ).toBe(200);
  });

  it('never withdraws the last organiser, even themselves; another one may leave', async () => {
    const last = await remove(first.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual(errorBody(LAST_ORGANISER));
    expect(await team()).toHaveLength(1);

    const sacha = await newMember(t.app, 'Sacha Petit');
    await add(sacha.email);
    // An organiser may withdraw their own role while another one remains.
    expect((await remove(sacha.id, sacha.token)).statusCode).toBe(204);
    expect((await remove(first.id, sacha.token)).statusCode).toBe(403);
    expect((await team()).map((o) => o.id)).toEqual([first.id]);
  });

  it('two organisers withdrawing each other at the same instant leave one organiser', async () => {
    const other = await newMember(t.app, 'Alex Moreau');
    await add(other.email);
    const answers = await Promise.all([remove(other.id, first.token), remove(first.id, other.token)]);
    // The second is refused either by the role check (already withdrawn) or by the last-organiser rule.
    expect(answers.map((res) => res.statusCode).filter((status) => status === 204)).toHaveLength(1);
    expect(await organiserIds()).toHaveLength(1);

    // Past the role check, both withdrawals in flight together: the count and the change are one step.
    await makeOrganiser(t.app, other.id);
    await makeOrganiser(t.app, first.id);
    const outcomes = await Promise.all([withdrawOrganiser(t.app.db, other.id), withdrawOrganiser(t.app.db, first.id)]);
    expect(outcomes.sort()).toEqual(['last-organiser', 'withdrawn']);
    expect(await organiserIds()).toHaveLength(1);
    await makeOrganiser(t.app, first.id);
  });

  it('an attendee’s id, an unknown id or a malformed one is a French 404', async () => {
    const attendee = await newMember(t.app, 'Lou Garnier');
    for (const id of [attendee.id, 999_999, 'abc', '-1', '1%20OR%201=1']) {
      const res = await remove(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual(errorBody(ORGANISER_NOT_FOUND));
    }
    expect(await team()).toHaveLength(1);
  });

  it('anonymous: 401; an attendee: 403, with the usual French messages, nothing changed', async () => {
    const attendee = await newMember(t.app, 'Noa Girard');
    const anonymous = [
      await t.app.inject({ method: 'GET', url: '/api/organisers' }),
      await t.app.inject({ method: 'POST', url: '/api/organisers', payload: { email: attendee.email } }),
      await t.app.inject({ method: 'DELETE', url: `/api/organisers/${first.id}` }),
    ];
    for (const res of anonymous) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody(UNAUTHORIZED));
    }
    for (const res of [
      await list(attendee.token),
      await add(attendee.email, attendee.token),
      await remove(first.id, attendee.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBody(ORGANISERS_ONLY));
    }
    expect(await team()).toEqual([{ id: first.id, email: first.email, name: 'Première Organisatrice' }]);
  });
});
