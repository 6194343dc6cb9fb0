import path from 'node:path';
import type { DownloadKind, Photo } from '@congres/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from '../accounts/support.js';
import { PDF_BYTES, SVG_BYTES, solidImage } from '../gallery/support/images.js';
import { uploadRequest } from '../gallery/support/multipart.js';
import { insertUser, seedPhotos } from '../gallery/support/seed.js';
import { resign as resignToken } from '../support/forged-tokens.js';
import { storedPathsOf } from '../support/stored-files.js';
import { newMember } from '../gallery/support/sign-in.js';
import { makeOrganiser } from '../moderation/support.js';
import { openUpload } from '../uploads/support.js';
import { testContentSeed } from '../support/content-seed.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { takeSnapshot, type Counts } from './snapshot.js';
import { hostileRows, type HostileContext } from './hostile-rows.js';

const JWT_SECRET = 'hostile-suite-secret-of-at-least-32-bytes!';

let t: TestApp;
let ctx: HostileContext;

beforeAll(async () => {
  // 1 MB file limits keep the "file over the limit" rows small and fast.
  const contentSeed = await testContentSeed();
  t = await startTestApp(
    { JWT_SECRET, UPLOAD_MAX_FILE_MB: '1', SLIDES_MAX_MB: '1', PASSWORD_RESET_DELIVERY: 'response' },
    { contentSeed },
  );
  // Version 1 stored first: no row adds it as a side effect.
  expect((await t.app.inject({ method: 'GET', url: '/api/content' })).statusCode).toBe(200);
  const account = await register(t.app, { email: 'cible@exemple.fr', username: 'Cible' });
  const token = await login(t.app, account.email, account.password);
  const revoked = await login(t.app, account.email, account.password);
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${revoked}` } });
  const claims = decodeJwt(token);
  const secret = new TextEncoder().encode(JWT_SECRET);
  const resign = (key: Uint8Array, exp: number, sub = String(claims.sub)) =>
    new SignJWT({ username: 'Cible', email: account.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(exp - 3600)
      .setExpirationTime(exp)
      .setJti(String(claims.jti))
      .sign(key);
  const now = Math.floor(Date.now() / 1000);
  // Photos to aim at: one of the target account, one of another account.
  const userId = Number(claims.sub);
  const [ownPhoto] = await seedPhotos(t.app, t.dataDir, userId, 1);
  const [otherPhoto] = await seedPhotos(t.app, t.dataDir, await insertUser(t.app, 'Autre Publieur'), 1);
  if (!ownPhoto || !otherPhoto) throw new Error('no photo seeded');
  const organiser = await newMember(t.app, 'Org Anisateur');
  await makeOrganiser(t.app, organiser.id);
  ctx = {
    token,
    revoked,
    expired: await resign(secret, now - 60),
    wrongKey: await resign(new TextEncoder().encode('another-secret-that-is-32-bytes-long!!'), now + 3600),
    otherUser: await resign(new TextEncoder().encode('x'.repeat(40)), now + 3600, '2'),
    // The target's own session claiming the organiser role, signed with the server's real key.
    forgedRole: await resignToken(token, JWT_SECRET, { role: 'organiser' }),
    organiser: organiser.token,
    ownPhoto: ownPhoto.id,
    otherPhoto: otherPhoto.id,
    // A ticket of the target's live session, as POST /api/download-tickets would make it.
    ticket: async (kind: DownloadKind) => (await t.app.downloadTickets.issue(userId, String(claims.jti), kind)).ticket,
    uploadTicket: async (holder: string) =>
      (await t.app.uploadTickets.issue(userId, String(decodeJwt(holder).jti))).ticket,
    liveTicket: async (holder: string) => {
      const { sub, jti } = decodeJwt(holder);
      return (await t.app.liveTickets.issue(Number(sub), String(jti))).ticket;
    },
    jpeg: await solidImage('jpeg', 64, 48),
    upload: uploadRequest,
    pdf: PDF_BYTES,
    svg: SVG_BYTES,
    otherToken: (await newMember(t.app, 'Autre Envoyeur')).token,
    openUpload: (holder: string, length: number) => openUpload(t.app, holder, length),
    contentSeed,
    ...(await roomFixtures(t.app, token, organiser.token)),
  };
});
afterAll(async () => {
  await t.close();
});

/** The room's fixtures (decision 118): a question of the target's, one hidden, a draft poll. */
async function roomFixtures(app: TestApp['app'], token: string, organiser: string) {
  const call = async (method: 'POST' | 'PATCH', url: string, holder: string, payload: object) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${holder}` }, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<{ id: number }>();
  };
  const question = (await call('POST', '/api/questions', token, { slotId: '05', text: 'Question de la cible ?' })).id;
  const hiddenQuestion = (await call('POST', '/api/questions', organiser, { slotId: '05', text: 'À masquer' })).id;
  await call('PATCH', `/api/questions/${hiddenQuestion}`, organiser, { state: 'hidden' });
  const draftPoll = (
    await call('POST', '/api/polls', organiser, { slotId: '05', question: 'Brouillon ?', choices: ['A', 'B'] })
  ).id;
  return { question, hiddenQuestion, draftPoll };
}

/**
 * The French sentence of an answer: `{message}` for JSON answers (where a refusal carries the
 * same sentence in `error` too, for clients of the original API), else the text itself.
 */
function messageOf(res: LightMyRequestResponse): string {
  // A HEAD answer has the headers of its GET or PATCH sibling, and no body.
  if (/application\/json/.test(String(res.headers['content-type'] ?? '')) && res.body !== '') {
    const body = res.json<{ message?: string; error?: unknown }>();
    if (res.statusCode >= 400) expect(body.error, 'error field').toBe(body.message);
    return body.message ?? '';
  }
  return res.body;
}

const noChange: Partial<Counts> = {};

describe('hostile requests: each gets its French refusal, the server stays up, nothing changes', () => {
  it('has at least sixty rows', () => {
    expect(hostileRows.length).toBeGreaterThanOrEqual(60);
  });

  it.each(hostileRows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const before = await takeSnapshot(t.app, t.dataDir);
    const request = typeof row.request === 'function' ? await row.request(ctx) : row.request;
    const res = await t.app.inject(request);

    expect(res.statusCode, res.body.slice(0, 300)).toBe(row.status);
    expect(res.statusCode).toBeLessThan(500);
    const message = messageOf(res);
    if (row.message instanceof RegExp) expect(message).toMatch(row.message);
    else if (row.message !== undefined) expect(message).toBe(row.message);
    row.check?.(res);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    const after = await takeSnapshot(t.app, t.dataDir);
    const created = row.creates ?? noChange;
    for (const table of Object.keys(before.counts) as (keyof Counts)[]) {
      expect(after.counts[table], table).toBe(before.counts[table] + (created[table] ?? 0));
    }
    // Only a published photo adds files: its image, its lightbox copy, its two thumbnails (those
    // the list names), nothing in transit.
    const newFiles = after.files.filter((file) => !before.files.includes(file));
    expect(before.files.filter((file) => !after.files.includes(file))).toEqual([]);
    const published = (await t.app.photos.store.list()).slice(before.counts.photos);
    expect(published).toHaveLength(created.photos ?? 0);
    expect(newFiles.sort()).toEqual(
      published
        .flatMap(storedPathsOf)
        .map((file) => path.join('photos', file))
        .sort(),
    );
  });
});

describe('names are data, never markup', () => {
  it.each([
    ['HTML and script', '<script>alert("x")</script><img src=x onerror=alert(1)>'],
    ['SQL', "Robert'); DROP TABLE users;--"],
    ['emoji', 'Zoé 👩🏽‍⚕️🩺'],
    ['right-to-left text', 'د. ليلى \u202Egnp.exe'],
  ])('stores a username with %s as typed and lists it as the same JSON string', async (_kind, username) => {
    const account = await register(t.app, { email: `nom-${Math.random().toString(36).slice(2)}@exemple.fr`, username });
    expect(account.status).toBe(201);
    const token = await login(t.app, account.email, account.password);
    const res = await t.app.inject(await uploadRequest([{ name: '<b>photo</b>.jpg', data: ctx.jpeg }], token));
    expect(res.statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: '/api/photos' });
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    const mine = list.json<Photo[]>().filter((photo) => photo.username === username);
    expect(mine).toHaveLength(1);
    // The raw body holds the name JSON-escaped only (no entity encoding, no stripping).
    expect(list.body).toContain(JSON.stringify(username).slice(1, -1));
    const users = await t.app.db.selectFrom('users').select('username').where('email', '=', account.email).execute();
    expect(users).toEqual([{ username }]);
  });
});
