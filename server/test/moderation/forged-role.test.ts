import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISERS_ONLY_MESSAGE } from '../../src/plugins/auth/auth-user.js';
import { NOT_YOUR_PHOTO } from '../../src/routes/api/photos/delete-photo.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { resign } from '../support/forged-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, JWT_SECRET, makeOrganiser, publish, report } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let attendee: Member;
let forged: string;
let photoId: number;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  attendee = await newMember(t.app, 'Alice Martin');
  const publisher = await newMember(t.app, 'Camille Martin');
  const [photo] = await publish(t.app, publisher.token);
  if (!photo) throw new Error('no photo published');
  photoId = photo.id;
  // The attendee's own live session (same jti), with `role: 'organiser'` added and signed with
  // the server's real key: what someone who learnt JWT_SECRET could make.
  forged = await resign(attendee.token, JWT_SECRET, { role: 'organiser' });
  expect(decodeJwt(forged)).toMatchObject({ role: 'organiser', jti: decodeJwt(attendee.token).jti });
  expect((await report(t.app, attendee.token, photoId)).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('a token claiming the organiser role, signed with the right key, for an attendee', () => {
  it('is a valid login (the signature and session check out)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(forged) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: attendee.id, role: 'attendee' });
  });

  it.each([
    ['list the reports', 'GET', (): string => '/api/reports', undefined, ORGANISERS_ONLY_MESSAGE],
    [
      'keep a reported photo',
      'DELETE',
      (): string => `/api/photos/${photoId}/reports`,
      undefined,
      ORGANISERS_ONLY_MESSAGE,
    ],
    ["delete someone else's photo", 'DELETE', (): string => `/api/photos/${photoId}`, undefined, NOT_YOUR_PHOTO],
    ['download the photo archive', 'GET', (): string => '/api/photos/archive', undefined, ORGANISERS_ONLY_MESSAGE],
    [
      'get a ticket for the photo archive',
      'POST',
      (): string => '/api/download-tickets',
      { download: 'photo-archive' },
      ORGANISERS_ONLY_MESSAGE,
    ],
  ] as const)('cannot %s (403)', async (_what, method, url, payload, message) => {
    const res = await t.app.inject({ method, url: url(), headers: bearer(forged), ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(message));
  });

  it('changed nothing: the photo and its report are still there', async () => {
    expect(await t.app.db.selectFrom('photos').select('id').where('id', '=', photoId).executeTakeFirst()).toBeDefined();
    const reports = await t.app.db.selectFrom('photo_reports').select('photo_id').execute();
    expect(reports).toEqual([{ photo_id: photoId }]);
  });

  it('and the same token works as an organiser once the role is granted in the database', async () => {
    // The control: the refusals above come from the database's role, not from a broken route.
    await makeOrganiser(t.app, attendee.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(attendee.token) });
    expect(res.statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', attendee.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(forged) })).statusCode).toBe(403);
  });
});
