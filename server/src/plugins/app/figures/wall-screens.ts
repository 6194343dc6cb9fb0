import { createHash } from 'node:crypto';
import { SCREEN_EXPIRY_MS } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';

type Db = Kysely<Database>;

/**
 * What one address, and everybody together, can make the figure count (decision 065): a venue
 * has a few projectors, maybe some phones on /mur behind the wifi's one address; an anonymous
 * visitor cannot push the figure, nor the table, further than this.
 */
export const SCREEN_CAPS = { perAddress: 50, inAll: 1000 } as const;

const iso = (ms: number) => new Date(ms).toISOString();
const hashOf = (address: string) => createHash('sha256').update(address).digest('hex');

/**
 * Notes that the /mur screen `screenId` is on, seen from `address`. A screen already counted
 * from that address is only moved forward; a new one (or one back after its expiry) is counted
 * unless its address, or everybody, is at the cap: 'over', nothing written. Rows past the expiry
 * are swept as new screens arrive, so the table holds about the screens on now.
 */
export async function noteScreen(
  db: Db,
  { screenId, address, nowMs = Date.now() }: { screenId: string; address: string; nowMs?: number },
): Promise<'counted' | 'over'> {
  const addressHash = hashOf(address);
  const lastSeen = iso(nowMs);
  const cutoff = iso(nowMs - SCREEN_EXPIRY_MS);
  const moved = await db
    .updateTable('wall_screens')
    .set({ last_seen: lastSeen })
    .where('screen_id', '=', screenId)
    .where('address_hash', '=', addressHash)
    .where('last_seen', '>=', cutoff)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return 'counted';

  const live = (fromAddress: boolean) =>
    db
      .selectFrom('wall_screens')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('last_seen', '>=', cutoff)
      .where('screen_id', '!=', screenId)
      .$if(fromAddress, (query) => query.where('address_hash', '=', addressHash))
      .executeTakeFirstOrThrow();
  const [ours, all] = await Promise.all([live(true), live(false)]);
  if (Number(ours.n) >= SCREEN_CAPS.perAddress || Number(all.n) >= SCREEN_CAPS.inAll) return 'over';

  await db.deleteFrom('wall_screens').where('last_seen', '<', cutoff).execute();
  await db
    .insertInto('wall_screens')
    .values({ screen_id: screenId, address_hash: addressHash, last_seen: lastSeen })
    .onConflict((conflict) =>
      conflict.column('screen_id').doUpdateSet({ address_hash: addressHash, last_seen: lastSeen }),
    )
    .execute();
  return 'counted';
}

/** The /mur screens on at `nowMs`: heard from within SCREEN_EXPIRY_MS, by any instance. */
export async function countScreens(db: Db, nowMs = Date.now()): Promise<number> {
  const { n } = await db
    .selectFrom('wall_screens')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('last_seen', '>=', iso(nowMs - SCREEN_EXPIRY_MS))
    .executeTakeFirstOrThrow();
  return Number(n);
}
