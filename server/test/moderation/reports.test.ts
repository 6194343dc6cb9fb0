import type { Photo, ReportedPhotoList } from '@congres/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISERS_ONLY_MESSAGE } from '../../src/plugins/auth/auth-user.js';
import { RATE_LIMITS } from '../../src/routes/api/rate-limits.js';
import { PHOTO_NOT_FOUND } from '../../src/routes/api/photos/find-photo.js';
import { ALREADY_REPORTED, OWN_PHOTO_REPORT, REPORT_RECEIVED } from '../../src/routes/api/photos/report-photo.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, JWT_SECRET, listPhotos, makeOrganiser, publish, report } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let publisher: Member;
let reporter: Member;
let organiser: Member;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET });
  publisher = await newMember(t.app, 'Camille Martin');
  reporter = await newMember(t.app, 'Bob Leroy');
  organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
});
afterAll(async () => {
  await t.close();
});

const UNAUTHORIZED = errorBody('Vous devez être connecté.');

async function onePhoto(): Promise<Photo> {
  const [photo] = await publish(t.app, publisher.token);
  if (!photo) throw new Error('no photo published');
  return photo;
}

async function reportsOf(photoId: number) {
  return t.app.db
    .selectFrom('photo_reports')
    .select(['user_id', 'reason'])
    .where('photo_id', '=', photoId)
    .orderBy('user_id')
    .execute();
}

const listReports = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/reports', headers: token === undefined ? {} : bearer(token) });
const keep = (photoId: number | string, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/photos/${photoId}/reports`,
    headers: token === undefined ? {} : bearer(token),
  });

describe('POST /api/photos/{id}/report', () => {
  it('records the report (201, French thanks) with the reason trimmed', async () => {
    const photo = await onePhoto();
    const res = await report(t.app, reporter.token, photo.id, '  Je suis sur cette photo\net je ne veux pas y être.  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REPORT_RECEIVED });
    expect(await reportsOf(photo.id)).toEqual([
      { user_id: reporter.id, reason: 'Je suis sur cette photo\net je ne veux pas y être.' },
    ]);
    // Reporting hides nothing by itself: the organisers decide.
    expect((await listPhotos(t.app)).photos.map((p) => p.id)).toContain(photo.id);
  });

  it('takes one report per user and photo: the second is 409 and changes nothing', async () => {
    const photo = await onePhoto();
    expect((await report(t.app, reporter.token, photo.id, 'Première raison')).statusCode).toBe(201);
    const again = await report(t.app, reporter.token, photo.id, 'Seconde raison');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(ALREADY_REPORTED));
    expect(await reportsOf(photo.id)).toEqual([{ user_id: reporter.id, reason: 'Première raison' }]);
    // Someone else may still report it.
    expect((await report(t.app, organiser.token, photo.id)).statusCode).toBe(201);
  });

  it("refuses a report of one's own photo (400) with a French hint", async () => {
    const photo = await onePhoto();
    const res = await report(t.app, publisher.token, photo.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody(OWN_PHOTO_REPORT));
    expect(await reportsOf(photo.id)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id, and 401 without a valid token', async () => {
    for (const id of ['987654', 'abc', '0', '-3']) {
      const res = await report(t.app, reporter.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody(PHOTO_NOT_FOUND));
    }
    const photo = await onePhoto();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/photos/${photo.id}/report`,
      payload: { reason: 'Anonyme' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
    const forged = await report(t.app, 'a.b.c', photo.id);
    expect(forged.statusCode).toBe(401);
    expect(await reportsOf(photo.id)).toEqual([]);
  });

  it.each([
    ['a missing reason', {}, 400, 'Le champ « reason » est obligatoire.'],
    ['an empty reason', { reason: '' }, 400, 'Le champ « reason » ne doit pas être vide.'],
    ['a reason of spaces only', { reason: '   \n  ' }, 400, 'Le champ « reason » ne doit pas être vide.'],
    [
      'a reason of 501 characters',
      { reason: 'r'.repeat(501) },
      400,
      'Le champ « reason » doit contenir au plus 500 caractères.',
    ],
    ['a number', { reason: 42 }, 400, 'Le champ « reason » doit être de type texte.'],
    [
      'a NUL character',
      { reason: 'Je suis\u0000 dessus' },
      400,
      'Le champ « reason » contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).',
    ],
    [
      'an escape sequence',
      { reason: 'Texte \u001b[31mrouge' },
      400,
      'Le champ « reason » contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).',
    ],
    [
      'a C1 control character',
      { reason: 'Texte \u0085 suite' },
      400,
      'Le champ « reason » contient des caractères non autorisés (caractères de contrôle ou sauts de ligne).',
    ],
    ['a body of 100 kB', { reason: 'r'.repeat(100_000) }, 413, 'La requête est trop volumineuse.'],
  ])('refuses %s with its French message, recording nothing', async (_what, payload, status, message) => {
    const photo = await onePhoto();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/photos/${photo.id}/report`,
      headers: bearer(reporter.token),
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(errorBody(message));
    expect(await reportsOf(photo.id)).toEqual([]);
  });

  it('accepts a reason of exactly 500 characters, and line breaks', async () => {
    const photo = await onePhoto();
    const reason = `${'r'.repeat(250)}\n${'s'.repeat(249)}`;
    expect((await report(t.app, reporter.token, photo.id, reason)).statusCode).toBe(201);
    expect(await reportsOf(photo.id)).toEqual([{ user_id: reporter.id, reason }]);
  });

  it('limits a storm of reports to 20 an hour per account (429 with Retry-After), others unaffected', async () => {
    const stormer = await newMember(t.app, 'Tempête');
    const photos = await publish(t.app, publisher.token, 3);
    const { max } = RATE_LIMITS.reportPerUser;
    const statuses: number[] = [];
    // Every attempt counts, accepted or not: 3 new reports, then repeats (409).
    for (let i = 0; i < max; i += 1) {
      statuses.push((await report(t.app, stormer.token, photos[i % photos.length]?.id ?? 0)).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([409]));

    const fresh = await onePhoto();
    const refused = await report(t.app, stormer.token, fresh.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(errorBody('Trop de tentatives. Réessayez dans 60 minutes.'));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await reportsOf(fresh.id)).toEqual([]);
    // The limit is the stormer's alone.
    expect((await report(t.app, reporter.token, fresh.id)).statusCode).toBe(201);
  });
});

describe('GET /api/reports and keeping a photo (organisers)', () => {
  it('is refused to attendees (403) and to visitors without a token (401)', async () => {
    const attendee = await listReports(reporter.token);
    expect(attendee.statusCode).toBe(403);
    expect(attendee.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));
    const anonymous = await listReports();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
  });

  it('lists each reported photo with its reports (name, reason, date), the most reported first', async () => {
    // Clean slate: earlier tests reported photos too.
    await t.app.db.deleteFrom('photo_reports').execute();
    const [once, thrice, twice, never] = await publish(t.app, publisher.token, 4);
    if (!once || !thrice || !twice || !never) throw new Error('no photo published');
    const dana = await newMember(t.app, 'Dana Lefèvre');
    const started = new Date().toISOString();
    expect((await report(t.app, reporter.token, once.id, 'Raison unique')).statusCode).toBe(201);
    expect((await report(t.app, reporter.token, twice.id, 'Premier de deux')).statusCode).toBe(201);
    expect((await report(t.app, reporter.token, thrice.id, 'Un')).statusCode).toBe(201);
    expect((await report(t.app, dana.token, thrice.id, 'Deux')).statusCode).toBe(201);
    expect((await report(t.app, organiser.token, thrice.id, 'Trois')).statusCode).toBe(201);
    expect((await report(t.app, dana.token, twice.id, 'Second de deux')).statusCode).toBe(201);

    const res = await listReports(organiser.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<ReportedPhotoList>();
    expect(list.map((entry) => entry.photo.id)).toEqual([thrice.id, twice.id, once.id]);
    expect(list[0]?.photo).toEqual(thrice);
    expect(list[0]?.reports.map(({ username, reason }) => ({ username, reason }))).toEqual([
      { username: 'Bob Leroy', reason: 'Un' },
      { username: 'Dana Lefèvre', reason: 'Deux' },
      { username: 'Org Anisatrice', reason: 'Trois' },
    ]);
    expect(list[1]?.reports.map((r) => r.username)).toEqual(['Bob Leroy', 'Dana Lefèvre']);
    for (const entry of list) {
      for (const { createdAt } of entry.reports) {
        expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(createdAt >= started.slice(0, 19)).toBe(true);
      }
    }
  });

  it('keeps a photo: 204, its reports are cleared, it stays listed; attendees and unknown ids are refused', async () => {
    const photo = await onePhoto();
    expect((await report(t.app, reporter.token, photo.id)).statusCode).toBe(201);

    const attendee = await keep(photo.id, reporter.token);
    expect(attendee.statusCode).toBe(403);
    expect(attendee.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));
    expect((await keep(photo.id)).statusCode).toBe(401);
    expect(await reportsOf(photo.id)).toHaveLength(1);
    const unknown = await keep(987_654, organiser.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBody(PHOTO_NOT_FOUND));

    const before = await listPhotos(t.app);
    const res = await keep(photo.id, organiser.token);
    expect(res.statusCode).toBe(204);
    expect(await reportsOf(photo.id)).toEqual([]);
    const reported = (await listReports(organiser.token)).json<ReportedPhotoList>();
    expect(reported.map((entry) => entry.photo.id)).not.toContain(photo.id);
    const after = await listPhotos(t.app);
    expect(after.photos.map((p) => p.id)).toContain(photo.id);
    // Nothing the gallery shows changed.
    expect(after.etag).toBe(before.etag);
    // A new report brings it back to the organisers.
    expect((await report(t.app, organiser.token, photo.id)).statusCode).toBe(201);
    const again = (await listReports(organiser.token)).json<ReportedPhotoList>();
    expect(again.map((entry) => entry.photo.id)).toContain(photo.id);
  });
});
