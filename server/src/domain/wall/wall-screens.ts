import { createHmac } from 'node:crypto';
import { SCREEN_EXPIRY_MS } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

type Db = Kysely<Database>;

/**
 * What one address, and everybody together, can make the figure count (decisions 065, 073): a
 * venue has a few projectors, maybe some phones on /mur behind the wifi's one address; an
 * anonymous visitor cannot push the figure, nor the table, further than this.
 */
export const SCREEN_CAPS = { perAddress: 50, inAll: 1000 } as const;

/** The label of the key that hashes screens' addresses (derived from the signing secret). */
export const SCREEN_ADDRESS_KEY = 'congres:wall-screen-address';

const iso = (ms: number) => new Date(ms).toISOString();
/** Keyed (HMAC): a plain SHA-256 of an IPv4 address is undone by hashing the 2^32 of them. */
const hashOf = (key: Uint8Array, address: string) => createHmac('sha256', key).update(address).digest('hex');

/**
 * Notes that the /mur screen `screenId` is on, seen from `address`. A screen already counted
 * from that address is only moved forward; a new one (or one back after its expiry) is counted
 * unless its address is at its cap: 'over', nothing written. With everybody at the cap, a new
 * screen takes the place of the least recently heard screen of the address counting the most,
 * if that one counts more than its own address: flooding from many addresses never shuts a new
 * address out (decision 073). Rows past the expiry are swept as new screens arrive, so the table
 * holds about the screens on now.
 */
export async function noteScreen(
  db: Db,
  {
    screenId,
    address,
    addressKey,
    nowMs = Date.now(),
  }: { screenId: string; address: string; addressKey: Uint8Array; nowMs?: number },
): Promise<'counted' | 'over'> {
  const addressHash = hashOf(addressKey, address);
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
  if (Number(ours.n) >= SCREEN_CAPS.perAddress) return 'over';
  if (Number(all.n) >= SCREEN_CAPS.inAll && !(await makeRoom(db, cutoff, Number(ours.n)))) return 'over';

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

/**
 * Frees one place for a new screen of an address counting `ours`: the least recently heard
 * screen of the address counting the most (of those, the one heard from longest ago) goes, if that address counts more than `ours`. Each
 * such move brings the two closer, so the places settle shared out between addresses (the
 * evicted screen, heard again, is counted only if its address is not then the heaviest).
 */
async function makeRoom(db: Db, cutoff: string, ours: number): Promise<boolean> {
  const heaviest = await db
    .selectFrom('wall_screens')
    .select((eb) => ['address_hash', eb.fn.countAll().as('n')])
    .where('last_seen', '>=', cutoff)
    .groupBy('address_hash')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    // Among addresses counting as many, the one whose oldest screen was heard longest ago.
    .orderBy((eb) => eb.fn.min('last_seen'), 'asc')
    .limit(1)
    .executeTakeFirst();
  if (heaviest === undefined || Number(heaviest.n) <= ours) return false;
  const oldest = await db
    .selectFrom('wall_screens')
    .select('screen_id')
    .where('address_hash', '=', heaviest.address_hash)
    .where('last_seen', '>=', cutoff)
    .orderBy('last_seen', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (oldest !== undefined) await db.deleteFrom('wall_screens').where('screen_id', '=', oldest.screen_id).execute();
  return true;
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
