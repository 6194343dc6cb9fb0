import type { DownloadTicketReply } from '@congres/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { redactUrl } from '../../src/http/request-log.js';
import { EXPIRED_DOWNLOAD_MESSAGE } from '../../src/plugins/auth/auth-plugin.js';
import { ORGANISERS_ONLY_MESSAGE } from '../../src/plugins/auth/auth-user.js';
import { newMember, type Member } from '../gallery/support/sign-in.js';
import { bearer, JWT_SECRET, makeOrganiser, publish } from '../moderation/support.js';
import { expiredClaims, resign } from '../support/forged-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ticketOf, ticketUrl } from './support.js';
import { errorBody } from '../support/error-body.js';

let t: TestApp;
let attendee: Member;
let organiser: Member;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET, PASSWORD_RESET_DELIVERY: 'response' });
  attendee = await newMember(t.app, 'Alice Martin');
  organiser = await newMember(t.app, 'Org Anisatrice');
  await makeOrganiser(t.app, organiser.id);
  await publish(t.app, attendee.token, 1);
});
afterAll(async () => {
  await t.close();
});

const UNAUTHORIZED = errorBody('Vous devez être connecté.');
const EXPIRED = errorBody(EXPIRED_DOWNLOAD_MESSAGE);
const askTicket = (headers: Record<string, string>, payload?: unknown, contentType?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/download-tickets',
    headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST /api/download-tickets', () => {
  it('gives a link to the account export, valid two minutes, never cached', async () => {
    const before = Date.now();
    const res = await askTicket(bearer(attendee.token), { download: 'account-export' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<DownloadTicketReply>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'url']);
    expect(body.url).toMatch(/^\/api\/account\/export\?ticket=[A-Za-z0-9_.-]+$/);
    const expiresAt = Date.parse(body.expiresAt);
    expect(body.expiresAt).toBe(new Date(expiresAt).toISOString());
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 119_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 121_000);
    // The ticket names the account and the download, nothing more.
    expect(decodeJwt(ticketOf(body.url))).toMatchObject({ sub: String(attendee.id), download: 'account-export' });
  });

  it('gives organisers a link to the photo archive, and refuses it to attendees (403)', async () => {
    const res = await askTicket(bearer(organiser.token), { download: 'photo-archive' });
    expect(res.statusCode).toBe(201);
    expect(res.json<DownloadTicketReply>().url).toMatch(/^\/api\/photos\/archive\?ticket=[A-Za-z0-9_.-]+$/);
    const refused = await askTicket(bearer(attendee.token), { download: 'photo-archive' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));
  });

  it.each([
    ['an unknown download', { download: 'everything' }, 400, /^Le champ « download » /],
    ['no download', {}, 400, /^Le champ « download » est obligatoire\.$/],
    [
      'a list',
      [{ download: 'account-export' }],
      400,
      /^Le corps de la requête est invalide : envoyez un objet JSON\.$/,
    ],
  ])('refuses %s (400, French)', async (_what, payload, status, message) => {
    const res = await askTicket(bearer(attendee.token), payload);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('refuses a body that is not JSON (415) and a request without a valid token (401)', async () => {
    const text = await askTicket(bearer(attendee.token), 'download=account-export', 'text/plain');
    expect(text.statusCode).toBe(415);
    for (const headers of [{}, bearer('pas.un.jeton')]) {
      const res = await askTicket(headers, { download: 'account-export' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });
});

describe('the downloads accept a ticket or the bearer token, and nothing else', () => {
  it('serve the export and the archive with a genuine ticket, without any header', async () => {
    const exportRes = await get(await ticketUrl(t.app, attendee.token, 'account-export'));
    expect(exportRes.statusCode).toBe(200);
    expect(exportRes.headers['content-type']).toBe('application/zip');
    const archive = await get(await ticketUrl(t.app, organiser.token, 'photo-archive'));
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
  });

  it('serve them with the bearer token too (scripts), the archive to organisers only', async () => {
    expect((await get('/api/account/export', bearer(attendee.token))).statusCode).toBe(200);
    expect((await get('/api/photos/archive', bearer(organiser.token))).statusCode).toBe(200);
    const refused = await get('/api/photos/archive', bearer(attendee.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));
    for (const url of ['/api/account/export', '/api/photos/archive']) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuse a forged, expired, mistaken or misused ticket with 401 and the French message', async () => {
    const exportUrl = await ticketUrl(t.app, attendee.token, 'account-export');
    const archiveUrl = await ticketUrl(t.app, organiser.token, 'photo-archive');
    const exportTicket = ticketOf(exportUrl);
    const archiveTicket = ticketOf(archiveUrl);
    const cases: [string, string][] = [
      ['garbage', '/api/account/export?ticket=pas-un-ticket'],
      ['empty', '/api/photos/archive?ticket='],
      ['signed with another key', `/api/account/export?ticket=${await resign(exportTicket, 'x'.repeat(40))}`],
      ['expired', `/api/account/export?ticket=${await resign(exportTicket, JWT_SECRET, expiredClaims())}`],
      ['expired (archive)', `/api/photos/archive?ticket=${await resign(archiveTicket, JWT_SECRET, expiredClaims())}`],
      ['for the other download', `/api/photos/archive?ticket=${exportTicket}`],
      ['for the other download (export)', `/api/account/export?ticket=${archiveTicket}`],
      ['a login token', `/api/account/export?ticket=${attendee.token}`],
      ['a login token (archive)', `/api/photos/archive?ticket=${organiser.token}`],
      ['another audience', `/api/account/export?ticket=${await resign(exportTicket, JWT_SECRET, { aud: 'autre' })}`],
    ];
    for (const [what, url] of cases) {
      const res = await get(url);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(EXPIRED);
    }
  });

  it('do not take a ticket as a bearer token anywhere', async () => {
    const exportTicket = ticketOf(await ticketUrl(t.app, attendee.token, 'account-export'));
    const archiveTicket = ticketOf(await ticketUrl(t.app, organiser.token, 'photo-archive'));
    for (const [url, ticket] of [
      ['/api/account/export', exportTicket],
      ['/api/photos/archive', archiveTicket],
      ['/api/account', exportTicket],
      ['/api/reports', archiveTicket],
    ] as const) {
      const res = await get(url, bearer(ticket));
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('check the account and its role again when the download starts', async () => {
    // A ticket claiming the archive for an attendee, signed with the real key: the role decides.
    const forged = await resign(ticketOf(await ticketUrl(t.app, attendee.token, 'account-export')), JWT_SECRET, {
      download: 'photo-archive',
    });
    const refused = await get(`/api/photos/archive?ticket=${forged}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(ORGANISERS_ONLY_MESSAGE));

    // An organiser who lost the role between the ticket and the download.
    const former = await newMember(t.app, 'Ex Organisatrice');
    await makeOrganiser(t.app, former.id);
    const url = await ticketUrl(t.app, former.token, 'photo-archive');
    await t.app.db.updateTable('users').set({ role: 'attendee' }).where('id', '=', former.id).execute();
    expect((await get(url)).statusCode).toBe(403);

    // An account deleted between the ticket and the download.
    const leaving = await newMember(t.app, 'Partante');
    const exportUrl = await ticketUrl(t.app, leaving.token, 'account-export');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving.token),
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await get(exportUrl);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual(EXPIRED);
  });
});

describe('a ticket lives no longer than the session that asked for it', () => {
  it('dies at logout, but not with another session of the same account', async () => {
    const member = await newMember(t.app, 'Déconnectée');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: member.email, password: member.password },
    });
    const otherToken = other.json<{ token: string }>().token;
    const mine = await ticketUrl(t.app, member.token, 'account-export');
    const theirs = await ticketUrl(t.app, otherToken, 'account-export');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(member.token) })).statusCode).toBe(
      204,
    );
    const refused = await get(mine);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(EXPIRED);
    expect((await get(theirs)).statusCode).toBe(200);
  });

  it('dies when the password is reset (every session ends)', async () => {
    const member = await newMember(t.app, 'Oublieuse');
    const url = await ticketUrl(t.app, member.token, 'account-export');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${forgot.json<{ token: string }>().token}`,
      payload: { password: 'un nouveau mot de passe solide' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get(url)).json()).toEqual(EXPIRED);
  });

  it('refuses a genuine-key ticket that names another account’s session, or none', async () => {
    const ticket = ticketOf(await ticketUrl(t.app, attendee.token, 'account-export'));
    const organiserSession = decodeJwt(organiser.token).jti;
    for (const [what, claims] of [
      ['another account’s session', { sid: organiserSession }],
      ['no session', { sid: undefined }],
      ['a session that never was', { sid: 'inventée' }],
    ] as const) {
      const res = await get(`/api/account/export?ticket=${await resign(ticket, JWT_SECRET, claims)}`);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual(EXPIRED);
    }
  });
});

describe('tickets never reach the logs', () => {
  it('redactUrl hides the ticket wherever it is in the query, and keeps the rest', () => {
    expect(redactUrl('/api/account/export?ticket=abc.def.ghi')).toBe('/api/account/export?ticket=[redacted]');
    expect(redactUrl('/api/photos/archive?x=1&ticket=abc.def&y=2')).toBe(
      '/api/photos/archive?x=1&ticket=[redacted]&y=2',
    );
    expect(redactUrl('/api/photos/archive?ticket=a&ticket=b')).toBe(
      '/api/photos/archive?ticket=[redacted]&ticket=[redacted]',
    );
    expect(redactUrl('/api/photos?page=2')).toBe('/api/photos?page=2');
  });

  it('logs the download request with the ticket redacted', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.config, { level: 'info', stream: { write: (line: string) => void lines.push(line) } });
    try {
      const url = await ticketUrl(app, attendee.token, 'account-export');
      const ticket = ticketOf(url);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const log = lines.join('\n');
      expect(log).toContain('/api/account/export?ticket=[redacted]');
      expect(log).not.toContain(ticket);
      // Nor the signature alone (the part that makes it valid).
      expect(log).not.toContain(ticket.split('.')[2]);
    } finally {
      await app.close();
    }
  });
});
