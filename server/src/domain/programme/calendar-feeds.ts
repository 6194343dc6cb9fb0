import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

/** Tokens are 256 random bits, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashFeedToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Makes the account's calendar address token, replacing the previous one (which stops working
 * at once), and returns it: the only time it exists in clear (decision 061).
 */
export async function renewFeedToken(
  db: Kysely<Database>,
  userId: number,
): Promise<{ token: string; createdAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  const values = { token_hash: hashFeedToken(token), created_at: createdAt };
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return { token, createdAt };
}

/** When the account's address was made, if it has one. */
export async function feedCreatedAt(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Removes the account's address (true when it had one). */
export async function revokeFeed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account whose address holds `token`, if it is the current one. */
export async function feedOwner(db: Kysely<Database>, token: string): Promise<number | undefined> {
  if (!FEED_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('token_hash', '=', hashFeedToken(token))
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.user_id);
}
