import type { DownloadKind } from '@congres/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/http-error.js';
import { ORGANISERS_ONLY_MESSAGE, UNAUTHORIZED_MESSAGE, type AuthUser } from './auth-user.js';
import { derivedKey, loadJwtSecret } from './signing-key.js';
import { createDeviceCookies, type DeviceCookies } from './device-cookies.js';
import { createDownloadTickets, type DownloadTickets } from './download-tickets.js';
import { createLiveTickets, type LiveTickets } from './live-tickets.js';
import { createTokenService, type TokenService } from './token-service.js';
import { createUploadTickets, type UploadTickets } from './upload-tickets.js';

export type { AuthUser } from './auth-user.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every authenticated route: checks the bearer token (signature, expiry,
     * revocation), sets `request.user`, or answers 401 'Vous devez être connecté.'.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of a public route that says more to a signed-in caller: sets `request.user`
     * from a valid bearer token, and leaves it null for no token or one no longer valid (the
     * answer is then the public one; the caller learns of its session at its next write).
     */
    identifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of the organisers' routes: as requireUser, then 403 unless the account is an
     * organiser now (the role is read from the database, whatever the token says).
     */
    requireOrganiser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of a download a browser starts from a link: a `?ticket=` from
     * POST /api/download-tickets, or the bearer token as on any authenticated route.
     */
    requireDownloader: (kind: DownloadKind) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of POST /api/upload-photo: the bearer token, or an upload ticket from
     * POST /api/upload-tickets (the service worker's one credential, decision 072).
     */
    requirePublisher: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Issues, checks and revokes login tokens. */
    authTokens: TokenService;
    downloadTickets: DownloadTickets;
    uploadTickets: UploadTickets;
    liveTickets: LiveTickets;
    /**
     * The user a live ticket (POST /api/events/ticket) was issued to, read now, and the login
     * session that asked for it, while that session is valid; null for any other string (decision 104).
     */
    liveTicketHolder(ticket: string): Promise<{ user: AuthUser; sessionId: string } | null>;
    /** Device cookies: how a login tells a browser known to the account (decision 044). */
    deviceCookies: DeviceCookies;
    /** A key for one purpose, derived from the signing secret (the wall screens' address hash, decision 073). */
    derivedKey(label: string): Buffer;
  }
  interface FastifyRequest {
    /** Set by `app.requireUser`; null on routes that do not require it. */
    user: AuthUser | null;
  }
}

/** A ticket past its two minutes (or forged): start the download again from the page. */
export const EXPIRED_DOWNLOAD_MESSAGE =
  'Ce lien de téléchargement a expiré ou n’est pas valide : relancez le téléchargement depuis la page.';

const BEARER = /^Bearer[ ]+([A-Za-z0-9_.-]+)[ ]*$/i;

/** Login tokens and the guard of authenticated routes. */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const secret = loadJwtSecret(app.config.jwtSecret, app.config.dataDir);
    const tokens = createTokenService(app.db, secret, app.config.jwtTtlSeconds);

    app.decorate('authTokens', tokens);
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const user = token === undefined ? null : await tokens.authenticate(token);
      if (user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      request.user = user;
    });
    app.decorate('identifyUser', async (request: FastifyRequest, _reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      request.user = token === undefined ? null : await tokens.authenticate(token);
    });
    const uploadTickets = createUploadTickets(secret);
    app.decorate('uploadTickets', uploadTickets);
    app.decorate('requirePublisher', async (request: FastifyRequest, _reply: FastifyReply) => {
      const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (bearer === undefined) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const user = await tokens.authenticate(bearer);
      if (user !== null) {
        request.user = user;
        return;
      }
      // As a download ticket: alive only while the session that asked for it is.
      const holder = await uploadTickets.verify(bearer);
      const publisher = holder === null ? null : await tokens.session(holder.userId, holder.sessionId);
      if (publisher === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      request.user = { ...publisher, tokenId: null };
    });
    app.decorate('deviceCookies', createDeviceCookies(secret));
    app.decorate('derivedKey', (label: string) => derivedKey(secret, label));
    const tickets = createDownloadTickets(secret);
    app.decorate('downloadTickets', tickets);
    app.decorate('requireDownloader', (kind: DownloadKind) => async (request: FastifyRequest, reply: FastifyReply) => {
      const ticket = (request.query as { ticket?: unknown } | undefined)?.ticket;
      if (typeof ticket !== 'string') return app.requireUser(request, reply);
      const holder = await tickets.verify(ticket, kind);
      // The session that asked for the ticket must still be valid: logging out, resetting the
      // password or deleting the account ends its tickets too.
      const user = holder === null ? null : await tokens.session(holder.userId, holder.sessionId);
      if (user === null) throw new HttpError(401, EXPIRED_DOWNLOAD_MESSAGE);
      request.user = { ...user, tokenId: null };
    });
    const liveTickets = createLiveTickets(secret);
    app.decorate('liveTickets', liveTickets);
    app.decorate('liveTicketHolder', async (ticket: string) => {
      const holder = await liveTickets.verify(ticket);
      // Alive only while the session that asked for it is: a logout or a password reset ends it.
      const user = holder === null ? null : await tokens.session(holder.userId, holder.sessionId);
      return user === null || holder === null
        ? null
        : { user: { ...user, tokenId: null }, sessionId: holder.sessionId };
    });
    app.decorate('requireOrganiser', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireUser(request, reply);
      if (request.user?.role !== 'organiser') throw new HttpError(403, ORGANISERS_ONLY_MESSAGE);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
