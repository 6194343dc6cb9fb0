import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../../http/http-error.js';
import { UNAUTHORIZED_MESSAGE, type AuthUser } from './auth-user.js';
import { loadJwtSecret } from './signing-key.js';
import { createTokenService, type TokenService } from './token-service.js';

export type { AuthUser } from './auth-user.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every authenticated route: checks the bearer token (signature, expiry,
     * revocation), sets `request.user`, or answers 401 'Vous devez être connecté.'.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Issues, checks and revokes login tokens. */
    authTokens: TokenService;
  }
  interface FastifyRequest {
    /** Set by `app.requireUser`; null on routes that do not require it. */
    user: AuthUser | null;
  }
}

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
  },
  { name: 'auth', dependencies: ['database'] },
);
