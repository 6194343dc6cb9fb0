import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Role } from '../database/schema.js';
import type { AuthUser } from './auth-user.js';

const ALGORITHM = 'HS256';

export interface TokenService {
  /** Signs a login token for the user and records its jti (so it can be revoked). */
  issue(user: { id: number; username: string; email: string; role: Role }): Promise<string>;
  /** The user of a token whose signature, expiry and revocation all check out; else null. */
  authenticate(token: string): Promise<AuthUser | null>;
  /**
   * The user of the login session `tokenId` while it is valid (not revoked, not expired); else
   * null. What a download ticket is checked against: it lives no longer than the session that
   * asked for it (logout, a password reset, the account's deletion end it).
   */
  session(userId: number, tokenId: string): Promise<AuthUser | null>;
  /** Revokes one token (logout). */
  revoke(tokenId: string): Promise<void>;
  /** Revokes every token of a user (password reset), inside the caller's transaction. */
  revokeAllForUser(userId: number, trx?: Transaction<Database>): Promise<void>;
}

/** Login tokens: JWTs signed with HS256 by jose, backed by the auth_tokens table. */
export function createTokenService(db: Kysely<Database>, secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async issue(user) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ttlSeconds;
      const jti = crypto.randomUUID();
      // Expired rows are useless: dropping them here keeps the table as small as the logins of a day.
      const nowIso = new Date(iat * 1000).toISOString();
      await db.deleteFrom('auth_tokens').where('expires_at', '<=', nowIso).execute();
      await db
        .insertInto('auth_tokens')
        .values({ jti, user_id: user.id, expires_at: new Date(exp * 1000).toISOString(), revoked_at: null })
        .execute();
      // The role is for the client's menus only: the server reads it from the database each time.
      return new SignJWT({ username: user.username, email: user.email, role: user.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(secret);
    },

    async authenticate(token) {
      let sub: string | undefined;
      let jti: string | undefined;
      try {
        // The algorithm is pinned: "alg: none" or an asymmetric trick is refused by jose.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
        });
        // Tickets carry an audience and login tokens none: a ticket is never a login token.
        if (payload.aud !== undefined) return null;
        sub = payload.sub;
        jti = payload.jti;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
      const userId = Number(sub);
      if (!Number.isSafeInteger(userId) || jti === undefined) return null;
      return this.session(userId, jti);
    },

    async session(userId, jti) {
      const row = await db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .select(['users.id', 'users.username', 'users.email', 'users.role'])
        .where('auth_tokens.jti', '=', jti)
        .where('auth_tokens.user_id', '=', userId)
        .where('auth_tokens.revoked_at', 'is', null)
        .where('auth_tokens.expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row ? { id: row.id, username: row.username, email: row.email, role: row.role, tokenId: jti } : null;
    },

    async revoke(tokenId) {
      await db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('jti', '=', tokenId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeAllForUser(userId, trx) {
      await (trx ?? db)
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
