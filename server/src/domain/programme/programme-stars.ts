import { mergeStars, type SlotStar } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { starrableSlotIds } from '../content/content-versions.js';

/**
 * The account's stars, every slot ever touched (removals included), in the day's order; a star
 * of a slot that a version published since holds counts too (decision 079).
 */
export async function starsOf(db: Kysely<Database>, userId: number): Promise<SlotStar[]> {
  const rows = await db
    .selectFrom('programme_stars')
    .select(['slot_id', 'starred', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
  return mergeStars(
    rows.map((row) => ({ slotId: row.slot_id, starred: Number(row.starred) === 1, updatedAt: row.updated_at })),
    [],
    await starrableSlotIds(db),
  );
}

/** The slots starred now, in the day's order. */
export async function starredSlotIds(db: Kysely<Database>, userId: number): Promise<string[]> {
  return (await starsOf(db, userId)).filter((star) => star.starred).map((star) => star.slotId);
}

/**
 * Merges a phone's stars into the account's (decision 061: slot by slot, the later choice wins)
 * in one transaction, and returns the result. A date in the future is brought back to now, so a
 * phone whose clock runs ahead cannot make its choices unbeatable.
 */
export async function mergeIntoAccount(
  db: Kysely<Database>,
  userId: number,
  incoming: readonly SlotStar[],
  nowMs = Date.now(),
): Promise<SlotStar[]> {
  const now = new Date(nowMs).toISOString();
  const clamped = incoming.map((star) =>
    Date.parse(star.updatedAt) > nowMs
      ? { ...star, updatedAt: now }
      : { ...star, updatedAt: new Date(Date.parse(star.updatedAt)).toISOString() },
  );
  return db.transaction().execute(async (trx) => {
    const current = await starsOf(trx, userId);
    const merged = mergeStars(current, clamped, await starrableSlotIds(trx));
    const known = new Map(current.map((star) => [star.slotId, star]));
    for (const star of merged) {
      const before = known.get(star.slotId);
      if (before?.starred === star.starred && before.updatedAt === star.updatedAt) continue;
      const values = { starred: star.starred ? 1 : 0, updated_at: star.updatedAt };
      await trx
        .insertInto('programme_stars')
        .values({ user_id: userId, slot_id: star.slotId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'slot_id']).doUpdateSet(values))
        .execute();
    }
    return merged;
  });
}
