import type { CongressContent } from '@congres/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { inTimeOrder, parseContent } from './stored-content.js';

type Db = Kysely<Database>;

/** The one shared draft is row 1 (decision 080). */
const DRAFT_ID = 1;

export interface StoredDraft {
  baseVersion: number;
  content: CongressContent;
  /** The name of who saved it last (null once their account is gone). */
  updatedBy: string | null;
  updatedAt: string;
}

/** The organisers' draft, or undefined when none is open. */
export async function readDraft(db: Db): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom('content_draft')
    .leftJoin('users', 'users.id', 'content_draft.updated_by')
    .select(['content_draft.base_version', 'content_draft.content', 'content_draft.updated_at', 'users.username'])
    .where('content_draft.id', '=', DRAFT_ID)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    baseVersion: Number(row.base_version),
    content: parseContent(row.content),
    updatedBy: row.username ?? null,
    updatedAt: row.updated_at,
  };
}

/**
 * Takes the draft's row lock until the transaction ends (PostgreSQL; SQLite runs one transaction
 * at a time anyway): a save that crosses a publication waits for it rather than being read
 * half-way or cleared by it (decision 101). A no-op update: the one lock both engines take.
 */
export async function lockDraft(trx: Db): Promise<void> {
  await trx
    .updateTable('content_draft')
    .set({ base_version: sql`base_version` })
    .where('id', '=', DRAFT_ID)
    .execute();
}

/** Saves checked content as the draft, its programme in time order (decision 107), replacing the one before (the last save wins). */
export async function saveDraft(
  db: Db,
  draft: { baseVersion: number; content: CongressContent; updatedBy: number },
): Promise<void> {
  const values = {
    base_version: draft.baseVersion,
    content: JSON.stringify(inTimeOrder(draft.content)),
    updated_by: draft.updatedBy,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('content_draft')
    .values({ id: DRAFT_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}
