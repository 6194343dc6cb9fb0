import type { Kysely } from 'kysely';
import type { Database, UploadState } from '../../plugins/database/schema.js';

export interface UploadRow {
  id: string;
  userId: number;
  name: string;
  length: number;
  key: string | null;
  state: UploadState;
  outcome: string | null;
  createdAt: string;
}

/** The queries of the resumable uploads' table (migration 008). */
export function createUploadRows(db: Kysely<Database>) {
  const columns = [
    'id',
    'user_id as userId',
    'name',
    'length',
    'idempotency_key as key',
    'state',
    'outcome',
    'created_at as createdAt',
  ] as const;
  const toRow = (row: UploadRow): UploadRow => ({ ...row, userId: Number(row.userId), length: Number(row.length) });
  const remove = async (id: string) => {
    await db.deleteFrom('resumable_uploads').where('id', '=', id).execute();
  };
  return {
    /**
     * Records a new upload if the bytes of every upload in progress, its own included, stay
     * within `maxBytes`; false (and nothing kept) past it. Written first and counted after:
     * of two instances creating at once, the later count sees both, so the cap is never passed.
     */
    async reserve(
      row: { id: string; userId: number; name: string; length: number; key: string | null },
      maxBytes: number,
    ): Promise<boolean> {
      await db
        .insertInto('resumable_uploads')
        .values({ id: row.id, user_id: row.userId, name: row.name, length: row.length, idempotency_key: row.key })
        .execute();
      const { bytes } = await db
        .selectFrom('resumable_uploads')
        .select((eb) => eb.fn.sum<number>('length').as('bytes'))
        .where('state', '!=', 'done')
        .executeTakeFirstOrThrow();
      if (Number(bytes ?? 0) <= maxBytes) return true;
      await remove(row.id);
      return false;
    },
    /** The upload `id` of `userId` only: another account's is as absent as an unknown one. */
    async find(id: string, userId?: number): Promise<UploadRow | undefined> {
      let query = db.selectFrom('resumable_uploads').select(columns).where('id', '=', id);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const row = await query.executeTakeFirst();
      return row === undefined ? undefined : toRow(row);
    },
    /** How many uploads the account has open (still receiving), and their bytes announced. */
    async openOf(userId: number): Promise<{ count: number; bytes: number }> {
      const row = await db
        .selectFrom('resumable_uploads')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('length').as('bytes')])
        .where('user_id', '=', userId)
        .where('state', '=', 'receiving')
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
    },
    /** Moves a receiving upload to processing; false when it was not receiving (a finish already under way). */
    async startProcessing(id: string): Promise<boolean> {
      const result = await db
        .updateTable('resumable_uploads')
        .set({ state: 'processing' })
        .where('id', '=', id)
        .where('state', '=', 'receiving')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async finish(id: string, outcome: string) {
      await db.updateTable('resumable_uploads').set({ state: 'done', outcome }).where('id', '=', id).execute();
    },
    remove,
    /** The ids of an account's uploads whose bytes may still be held (receiving, or a crash's processing). */
    async inProgressOf(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('resumable_uploads')
        .select('id')
        .where('user_id', '=', userId)
        .where('state', '!=', 'done')
        .execute();
      return rows.map((row) => row.id);
    },
    /** Uploads created before `date`, whatever their state. */
    async olderThan(date: Date): Promise<UploadRow[]> {
      const rows = await db
        .selectFrom('resumable_uploads')
        .select(columns)
        .where('created_at', '<', date.toISOString())
        .execute();
      return rows.map(toRow);
    },
  };
}

export type UploadRows = ReturnType<typeof createUploadRows>;
