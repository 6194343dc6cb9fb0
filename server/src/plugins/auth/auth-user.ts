import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import type { Role } from '../database/schema.js';

/** The signed-in user of a request, set by `app.requireUser` from a valid, unrevoked token. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  /** Read from the database on every request, never from the token: a revoked organiser is one no more. */
  role: Role;
  /** The token's `jti`: what POST /api/logout revokes (null when a ticket, download or upload, was shown). */
  tokenId: string | null;
}

/** The one answer to a missing, invalid, expired or revoked token (spec section 5 wording). */
export const UNAUTHORIZED_MESSAGE = 'Vous devez être connecté.';

/** The answer to an attendee asking for what only organisers may do. */
export const ORGANISERS_ONLY_MESSAGE = 'Cette action est réservée aux organisateurs du congrès.';

/**
 * The signed-in user of a route behind `app.requireUser` (or a downloader's ticket). Its
 * preHandler has answered 401 already; the check keeps the type honest and the answer the same.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (request.user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.user;
}
