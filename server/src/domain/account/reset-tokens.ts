import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Tokens are 256 random bits, base64url (43 characters); anything much longer is not ours. */
const MAX_TOKEN_LENGTH = 128;

/** Only this hash is stored: the database alone cannot reset an account. */
export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Creates a reset token for the user and returns it (the only time it exists in clear). */
export async function createResetToken(db: Kysely<Database>, userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  // Expired tokens are dead weight: drop them while we are here.
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashResetToken(token),
      user_id: userId,
      expires_at: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user a token would reset, if it is known, unused and unexpired (it is not consumed). */
export async function findResetTokenUser(db: Kysely<Database>, token: string): Promise<number | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Marks the token used and every other pending token of its user too; returns the user, or
 * undefined when the token was not usable (a concurrent reset may just have used it).
 */
export async function consumeResetToken(trx: Transaction<Database>, token: string): Promise<number | undefined> {
  const userId = await findResetTokenUser(trx, token);
  if (userId === undefined) return undefined;
  const now = new Date().toISOString();
  const used = await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (used.numUpdatedRows !== 1n) return undefined;
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return userId;
}
