import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { PhotoStore, RemovedPhoto } from '../photos/photo-store.js';

/**
 * Erases the account with its photos' rows in one transaction; its tokens, reset links, reports,
 * stars and calendar address follow by their foreign keys, and its training evidence stays with
 * `user_id` null (decision 096). The photos whose files go once this is committed.
 */
export function eraseAccount(
  db: Kysely<Database>,
  photos: Pick<PhotoStore, 'deleteRows'>,
  userId: number,
): Promise<RemovedPhoto[]> {
  return db.transaction().execute(async (trx) => {
    const removed = await photos.deleteRows(trx, { userId });
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return removed;
  });
}
