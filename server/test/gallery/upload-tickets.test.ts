import type { UploadResult, UploadTicketReply } from '@congres/contracts';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TICKET_TTL_SECONDS } from '../../src/plugins/auth/upload-tickets.js';
import { ticketOf, ticketUrl } from '../downloads/support.js';
import { bearer, JWT_SECRET, publish } from '../moderation/support.js';
import { errorBody } from '../support/error-body.js';
import { expiredClaims, resign } from '../support/forged-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { solidImage } from './support/images.js';
import { uploadRequest } from './support/multipart.js';
import { newMember, type Member } from './support/sign-in.js';

// Decision 072: the service worker's one credential, which only publishes photos.

let t: TestApp;
let camille: Member;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET, PASSWORD_RESET_DELIVERY: 'response' });
  camille = await newMember(t.app, 'Camille Martin');
});
afterAll(async () => {
  await t.close();
});

const UNAUTHORIZED = errorBody('Vous devez être connecté.');

const askTicket = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/upload-tickets', headers });

/** POST /api/upload-tickets for the holder of `token`; the ticket (throws unless 201). */
async function uploadTicket(token: string): Promise<string> {
  const res = await askTicket(bearer(token));
  if (res.statusCode !== 201) throw new Error(`upload-tickets answered ${res.statusCode} ${res.body}`);
  return res.json<UploadTicketReply>().ticket;
}

/** One new photo sent with `credential` as the bearer, under `key` (as the service worker sends it). */
async function publishWith(credential: string, key: string = crypto.randomUUID()) {
  const request = await uploadRequest([{ name: 'IMG_2001.JPG', data: await solidImage('jpeg') }], credential);
  return t.app.inject({ ...request, headers: { ...request.headers, 'idempotency-key': key } });
}

async function expectRefusedToPublish(credential: string, what: string): Promise<void> {
  const before = (await t.app.photos.store.list()).length;
  const res = await publishWith(credential);
  expect(res.statusCode, what).toBe(401);
  expect(res.json(), what).toEqual(UNAUTHORIZED);
  expect((await t.app.photos.store.list()).length, what).toBe(before);
}

describe('POST /api/upload-tickets', () => {
  it('gives a signed-in member a ticket for twelve hours, never cached, naming the account and session only', async () => {
    const before = Date.now();
    const res = await askTicket(bearer(camille.token));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<UploadTicketReply>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'ticket']);
    const expiresAt = Date.parse(body.expiresAt);
    expect(body.expiresAt).toBe(new Date(expiresAt).toISOString());
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + (UPLOAD_TICKET_TTL_SECONDS - 1) * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + (UPLOAD_TICKET_TTL_SECONDS + 1) * 1000);
    const claims = decodeJwt(body.ticket);
    expect(claims).toMatchObject({ sub: String(camille.id), aud: 'congres:upload', sid: decodeJwt(camille.token).jti });
    // No jti: nothing that could make it a login token.
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'sid', 'sub']);
  });

  it('refuses a request without a login token: none, garbage, a download ticket, an upload ticket (401)', async () => {
    const download = ticketOf(await ticketUrl(t.app, camille.token, 'account-export'));
    const upload = await uploadTicket(camille.token);
    for (const [what, headers] of [
      ['none', {}],
      ['garbage', bearer('pas.un.jeton')],
      ['a download ticket', bearer(download)],
      ['an upload ticket (a ticket never makes another)', bearer(upload)],
    ] as const) {
      const res = await askTicket(headers);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(UNAUTHORIZED);
    }
  });
});

describe('an upload ticket publishes photos, for its account', () => {
  it('publishes as the login token would, and an Idempotency-Key still publishes once', async () => {
    const ticket = await uploadTicket(camille.token);
    const key = crypto.randomUUID();
    const request = await uploadRequest([{ name: 'IMG_2002.JPG', data: await solidImage('jpeg') }], ticket);
    const send = () => t.app.inject({ ...request, headers: { ...request.headers, 'idempotency-key': key } });
    const before = (await t.app.photos.store.listOf(camille.id)).length;

    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const [photo] = first.json<UploadResult>().published;
    expect(photo?.username).toBe('Camille Martin');
    // The answer was lost: the worker sends again under the same key.
    const repeat = await send();
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<UploadResult>().published).toEqual([photo]);
    expect((await t.app.photos.store.listOf(camille.id)).length).toBe(before + 1);
    // A repeat by the page, with the login token, is the same photo too.
    const byPage = await t.app.inject({
      ...request,
      headers: { ...request.headers, ...bearer(camille.token), 'idempotency-key': key },
    });
    expect(byPage.statusCode).toBe(200);
    expect((await t.app.photos.store.listOf(camille.id)).length).toBe(before + 1);
  });
});

describe('an upload ticket is refused everywhere else', () => {
  it('on every other route that takes a bearer token (401, nothing changes)', async () => {
    const ticket = await uploadTicket(camille.token);
    const [own] = await publish(t.app, camille.token, 1);
    const photoId = own?.id ?? 0;
    const requests: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: '/api/account' },
      { method: 'PATCH', url: '/api/account', payload: { username: 'Pirate' } },
      { method: 'DELETE', url: '/api/account', payload: { password: camille.password } },
      { method: 'GET', url: '/api/account/export' },
      { method: 'POST', url: '/api/download-tickets', payload: { download: 'account-export' } },
      { method: 'POST', url: '/api/logout' },
      { method: 'DELETE', url: `/api/photos/${photoId}` },
      { method: 'POST', url: `/api/photos/${photoId}/report`, payload: { reason: 'Je suis sur cette photo.' } },
      { method: 'GET', url: '/api/reports' },
      { method: 'DELETE', url: `/api/photos/${photoId}/reports` },
      { method: 'GET', url: '/api/photos/archive' },
      { method: 'POST', url: '/api/announcements', payload: { message: 'Faux message' } },
      { method: 'GET', url: '/api/programme/stars' },
      { method: 'POST', url: '/api/programme/stars', payload: { stars: [] } },
      { method: 'GET', url: '/api/programme/calendar' },
      { method: 'POST', url: '/api/programme/calendar' },
      { method: 'DELETE', url: '/api/programme/calendar' },
      { method: 'POST', url: '/api/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '100' } },
    ];
    for (const request of requests) {
      const what = `${request.method} ${request.url}`;
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(ticket) } });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(401);
    }
    // Nor as a download link's ticket.
    for (const url of ['/api/account/export', '/api/photos/archive']) {
      expect((await t.app.inject({ method: 'GET', url: `${url}?ticket=${ticket}` })).statusCode, url).toBe(401);
    }
    // Everything as it was: the account, its photo, no report, no announcement.
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(camille.token) });
    expect(account.json()).toMatchObject({ username: 'Camille Martin' });
    expect((await t.app.photos.store.listOf(camille.id)).some((photo) => photo.id === photoId)).toBe(true);
    expect(await t.app.db.selectFrom('photo_reports').selectAll().execute()).toEqual([]);
    expect(await t.app.db.selectFrom('announcements').selectAll().execute()).toEqual([]);
  });

  it('refuses a forged, expired or mistaken ticket, and a token or ticket of another audience', async () => {
    const ticket = await uploadTicket(camille.token);
    const download = ticketOf(await ticketUrl(t.app, camille.token, 'account-export'));
    const other = await newMember(t.app, 'Dominique Petit');
    for (const [what, credential] of [
      ['signed with another key', await resign(ticket, 'x'.repeat(40))],
      ['expired', await resign(ticket, JWT_SECRET, expiredClaims())],
      ['a download ticket', download],
      ['the upload ticket under the download audience', await resign(ticket, JWT_SECRET, { aud: 'congres:download' })],
      ['another account’s session', await resign(ticket, JWT_SECRET, { sid: decodeJwt(other.token).jti })],
      ['no session', await resign(ticket, JWT_SECRET, { sid: undefined })],
      ['a login token with an audience', await resign(camille.token, JWT_SECRET, { aud: 'congres:upload' })],
    ] as const) {
      await expectRefusedToPublish(credential, what);
    }
    // The genuine one still publishes.
    expect((await publishWith(ticket)).statusCode).toBe(201);
  });
});

describe('an upload ticket lives no longer than the session that asked for it', () => {
  it('dies at logout, but not with another session of the same account', async () => {
    const member = await newMember(t.app, 'Déconnectée');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: member.email, password: member.password },
    });
    const mine = await uploadTicket(member.token);
    const theirs = await uploadTicket(other.json<{ token: string }>().token);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(member.token) })).statusCode).toBe(
      204,
    );
    await expectRefusedToPublish(mine, 'after logout');
    expect((await publishWith(theirs)).statusCode).toBe(201);
  });

  it('dies when the password is reset, and when the account is deleted', async () => {
    const forgetful = await newMember(t.app, 'Oublieuse');
    const ticket = await uploadTicket(forgetful.token);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: forgetful.email },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${forgot.json<{ token: string }>().token}`,
      payload: { password: 'un nouveau mot de passe solide' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefusedToPublish(ticket, 'after a password reset');

    const leaving = await newMember(t.app, 'Partante');
    const last = await uploadTicket(leaving.token);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    await expectRefusedToPublish(last, 'after the account was deleted');
  });
});
