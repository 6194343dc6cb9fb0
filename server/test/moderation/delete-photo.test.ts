import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_NOT_FOUND } from '../../src/routes/api/photos/find-photo.js';
import { NOT_YOUR_PHOTO } from '../../src/routes/api/photos/delete-photo.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { expiredClaims, resign } from '../support/forged-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { filesExist } from '../support/stored-files.js';
import { outsideConnection } from '../support/outside-connection.js';
import { bearer, JWT_SECRET, listPhotos, makeOrganiser, publish, report } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  owner = await newMember(t.app, 'Camille Martin');
  other = await newMember(t.app, 'Bob Leroy');
});
afterAll(async () => {
  await t.close();
});

const del = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers });

async function photoRow(id: number) {
  return t.app.db.selectFrom('photos').select('id').where('id', '=', id).executeTakeFirst();
}

describe('DELETE /api/photos/{id}: the publisher takes a photo back', () => {
  it('answers 204 and removes the row, both files and the list entry; the ETag moves', async () => {
    const [photo, kept] = await publish(t.app, owner.token, 2);
    if (!photo || !kept) throw new Error('no photo published');
    const before = await listPhotos(t.app);
    expect(before.photos.map((p) => p.id)).toContain(photo.id);
    expect(await filesExist(t.app, photo)).toBe(true);

    const res = await del(photo.id, bearer(owner.token));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await photoRow(photo.id)).toBeUndefined();
    expect(await filesExist(t.app, photo)).toBe(false);
    const after = await listPhotos(t.app);
    expect(after.photos.map((p) => p.id)).not.toContain(photo.id);
    expect(after.photos.map((p) => p.id)).toContain(kept.id);
    expect(after.etag).not.toBe(before.etag);
    // A browser holding the old list is sent the new one, not a 304.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: { 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json<{ id: number }[]>().map((p) => p.id)).not.toContain(photo.id);
    // The other photo of the account is untouched.
    expect(await filesExist(t.app, kept)).toBe(true);
  });

  it('stops serving the photo and its thumbnail, even one already served from memory', async () => {
    const [photo] = await publish(t.app, owner.token);
    if (!photo) throw new Error('no photo published');
    const thumbUrl = `/uploads/photos/thumbs/${photo.thumbnail}`;
    const fullUrl = `/uploads/photos/${photo.filename}`;
    // Served once: the thumbnail is now in the server's memory cache.
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fullUrl })).statusCode).toBe(200);

    expect((await del(photo.id, bearer(owner.token))).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: fullUrl })).statusCode).toBe(404);
  });

  it('answers 404 to a second delete of the same photo', async () => {
    const [photo] = await publish(t.app, owner.token);
    if (!photo) throw new Error('no photo published');
    expect((await del(photo.id, bearer(owner.token))).statusCode).toBe(204);
    const again = await del(photo.id, bearer(owner.token));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(errorBody(PHOTO_NOT_FOUND));
  });
});

describe('the list follows changes made outside this server', () => {
  it('moves its ETag when another process deletes a photo or renames its publisher', async () => {
    const [photo, renamed] = await publish(t.app, other.token, 2);
    if (!photo || !renamed) throw new Error('no photo published');
    // Another connection to the same database, as another instance, the organiser commands, the
    // sqlite3 shell or psql open it.
    const outside = outsideConnection(t.config);
    try {
      const first = await listPhotos(t.app);
      await outside.deleteFrom('photos').where('id', '=', photo.id).execute();
      const second = await listPhotos(t.app);
      expect(second.etag).not.toBe(first.etag);
      expect(second.photos.map((p) => p.id)).not.toContain(photo.id);

      await outside.updateTable('users').set({ username: 'Bob Renommé' }).where('id', '=', other.id).execute();
      const third = await listPhotos(t.app);
      expect(third.etag).not.toBe(second.etag);
      expect(third.photos.find((p) => p.id === renamed.id)?.username).toBe('Bob Renommé');
    } finally {
      await outside.destroy();
    }
  });
});

describe('DELETE /api/photos/{id}: refusals', () => {
  it('refuses another attendee with 403 and keeps the photo, its files and the list', async () => {
    const [photo] = await publish(t.app, owner.token);
    if (!photo) throw new Error('no photo published');
    const before = await listPhotos(t.app);
    const res = await del(photo.id, bearer(other.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(NOT_YOUR_PHOTO));
    expect(await photoRow(photo.id)).toBeDefined();
    expect(await filesExist(t.app, photo)).toBe(true);
    expect((await listPhotos(t.app)).etag).toBe(before.etag);
  });

  it('answers 404 with the French message for an unknown id', async () => {
    const res = await del(987_654, bearer(owner.token));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody(PHOTO_NOT_FOUND));
  });

  it.each([
    ['letters', 'abc'],
    ['zero', '0'],
    ['a negative number', '-1'],
    ['a decimal', '1.5'],
    ['an exponent', '1e3'],
    ['hexadecimal', '0x1'],
    ['a leading zero', '01'],
    ['a number past every id', '99999999999999999999'],
    ['a very long id', '9'.repeat(200)],
    ['an encoded NUL', '1%00'],
    ['an injection', '1%20OR%201%3D1'],
  ])('answers 404 for a malformed id: %s', async (_what, id) => {
    const [photo] = await publish(t.app, owner.token);
    if (!photo) throw new Error('no photo published');
    const res = await del(id, bearer(owner.token));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody(PHOTO_NOT_FOUND));
    expect(await photoRow(photo.id)).toBeDefined();
  });

  it('answers 401 without a token, with a revoked token and with an expired one; nothing is deleted', async () => {
    const [photo] = await publish(t.app, owner.token);
    if (!photo) throw new Error('no photo published');
    const session = await newMember(t.app, 'Session Close');
    const revoked = (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session.token) }))
      .statusCode;
    expect(revoked).toBe(204);
    // The owner's own token, past its expiry (signed with the server's key, so only `exp` is wrong).
    const expired = await resign(owner.token, JWT_SECRET, expiredClaims());
    for (const headers of [{}, bearer(session.token), bearer(expired), { authorization: 'Bearer pas.un.jeton' }]) {
      const res = await del(photo.id, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(errorBody('Vous devez être connecté.'));
    }
    expect(await photoRow(photo.id)).toBeDefined();
    expect(await filesExist(t.app, photo)).toBe(true);
  });
});

describe('DELETE /api/photos/{id} by an organiser', () => {
  it("deletes anyone's photo (204), and the photo's reports go with it", async () => {
    const organiser = await newMember(t.app, 'Org Anisatrice');
    await makeOrganiser(t.app, organiser.id);
    const [photo, untouched] = await publish(t.app, owner.token, 2);
    if (!photo || !untouched) throw new Error('no photo published');
    expect((await report(t.app, other.token, photo.id)).statusCode).toBe(201);
    expect((await report(t.app, organiser.token, photo.id)).statusCode).toBe(201);
    expect((await report(t.app, other.token, untouched.id)).statusCode).toBe(201);

    const res = await del(photo.id, bearer(organiser.token));
    expect(res.statusCode).toBe(204);
    expect(await photoRow(photo.id)).toBeUndefined();
    expect(await filesExist(t.app, photo)).toBe(false);
    const reports = await t.app.db.selectFrom('photo_reports').select(['photo_id']).execute();
    expect(reports.map((r) => r.photo_id)).not.toContain(photo.id);
    // Another photo's report stays.
    expect(reports.map((r) => r.photo_id)).toContain(untouched.id);
    const reported = await t.app.inject({ method: 'GET', url: '/api/reports', headers: bearer(organiser.token) });
    expect(reported.json<{ photo: { id: number } }[]>().map((r) => r.photo.id)).toEqual([untouched.id]);
  });

  it('refuses an organiser whose role was withdrawn, at once, with the same token', async () => {
    const former = await newMember(t.app, 'Ancien Organisateur');
    await makeOrganiser(t.app, former.id);
    const [photo] = await publish(t.app, owner.token);
    if (!photo) throw new Error('no photo published');
    await t.app.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', former.id).execute();
    const res = await del(photo.id, bearer(former.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorBody(NOT_YOUR_PHOTO));
    expect(await photoRow(photo.id)).toBeDefined();
  });
});
