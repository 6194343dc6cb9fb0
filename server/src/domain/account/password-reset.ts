import type { Kysely } from 'kysely';
import type { TokenService } from '../../plugins/auth/token-service.js';
import type { Database } from '../../plugins/database/schema.js';
import { consumeResetToken } from './reset-tokens.js';
import { findUserById, setPasswordHash, type UserRow } from './users.js';

/**
 * Sets the new password of the account `token` resets, uses up the token and revokes every login
 * token of the account (whoever had stolen one is signed out), in one transaction. The account;
 * undefined when the token was used up or expired meanwhile.
 */
export function setPasswordByToken(
  db: Kysely<Database>,
  tokens: Pick<TokenService, 'revokeAllForUser'>,
  token: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, token);
    if (userId === undefined) return undefined;
    await setPasswordHash(trx, userId, passwordHash);
    await tokens.revokeAllForUser(userId, trx);
    return findUserById(trx, userId);
  });
}
