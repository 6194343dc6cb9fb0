/** The signed-in user of a request, set by `app.requireUser` from a valid, unrevoked token. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  /** The token's `jti`: what POST /api/logout revokes. */
  tokenId: string;
}

/** The one answer to a missing, invalid, expired or revoked token (spec section 5 wording). */
export const UNAUTHORIZED_MESSAGE = 'Vous devez être connecté.';
