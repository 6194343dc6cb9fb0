import { ANNOUNCEMENTS_LISTED, type Announcement } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

const toAnnouncement = (row: { id: number; message: string; created_at: string }): Announcement => ({
  id: Number(row.id),
  message: row.message,
  createdAt: row.created_at,
});

/** The newest announcements first (by id: the insertion order, whatever the clocks say). */
export async function listAnnouncements(db: Kysely<Database>): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'message', 'created_at'])
    .orderBy('id', 'desc')
    .limit(ANNOUNCEMENTS_LISTED)
    .execute();
  return rows.map(toAnnouncement);
}

/** Stores an already trimmed and checked message; the announcement as the list gives it. */
export async function addAnnouncement(db: Kysely<Database>, message: string): Promise<Announcement> {
  const row = await db
    .insertInto('announcements')
    .values({ message })
    .returning(['id', 'message', 'created_at'])
    .executeTakeFirstOrThrow();
  return toAnnouncement(row);
}

/** True when the announcement existed and is now gone. */
export async function removeAnnouncement(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
