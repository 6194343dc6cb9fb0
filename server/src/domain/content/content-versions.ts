import { PROGRAMME_SLOT_IDS, slotChanges, type CongressContent, type ContentVersionSummary } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { lockDraft, readDraft } from './content-draft.js';
import { inTimeOrder, parseContent as parse, type StoredVersion } from './stored-content.js';

type Db = Kysely<Database>;

/**
 * Stores the seed as version 1 when no version exists yet. Two instances starting on one
 * PostgreSQL database may both try: the primary key keeps one, the other's insert does nothing.
 */
export async function ensureSeed(db: Db, seed: CongressContent): Promise<void> {
  const any = await db.selectFrom('content_versions').select('version').limit(1).executeTakeFirst();
  if (any !== undefined) return;
  await db
    .insertInto('content_versions')
    .values({
      version: 1,
      published_by: null,
      note: null,
      restored_from: null,
      content: JSON.stringify(inTimeOrder(seed)),
    })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}

/** The newest version's number (0 before the seed is stored). */
export async function latestVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/**
 * The published content: the newest version, whole (the quizzes' questions and answers
 * included). What leaves the server to anyone is its `publicVersion` (decision 102).
 */
export async function publishedContent(db: Db): Promise<StoredVersion> {
  const row = await db
    .selectFrom('content_versions')
    .select(['version', 'published_at', 'content'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), publishedAt: row.published_at, content: parse(row.content) };
}

/** One version's content, or undefined when there is no such version. */
export async function versionContent(db: Db, version: number): Promise<CongressContent | undefined> {
  const row = await db
    .selectFrom('content_versions')
    .select('content')
    .where('version', '=', version)
    .executeTakeFirst();
  return row === undefined ? undefined : parse(row.content);
}

/** Every version, newest first, with what changed in its programme since the one before. */
export async function listVersions(db: Db): Promise<ContentVersionSummary[]> {
  const rows = await db
    .selectFrom('content_versions')
    .select(['version', 'published_at', 'note', 'restored_from', 'content'])
    .orderBy('version', 'asc')
    .execute();
  let before: CongressContent['programme'] = [];
  const summaries = rows.map((row) => {
    const { programme } = parse(row.content);
    const summary: ContentVersionSummary = {
      version: Number(row.version),
      publishedAt: row.published_at,
      note: row.note,
      restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
      changes: slotChanges(before, programme),
    };
    before = programme;
    return summary;
  });
  return summaries.reverse();
}

/** Every slot id any published version holds: the ids stars may name. */
export async function publishedSlotIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('content_versions').select('content').execute();
  return new Set(rows.flatMap((row) => parse(row.content).programme.map((slot) => slot.id)));
}

/**
 * The ids a star may name, in the order to list them: the newest programme's, then the seed's
 * (known before any version is stored), then those of slots removed since (decision 079).
 */
export async function starrableSlotIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('content_versions').select('content').orderBy('version', 'desc').execute();
  const ids = new Set<string>();
  const [newest, ...earlier] = rows.map((row) => parse(row.content).programme.map((slot) => slot.id));
  for (const id of [...(newest ?? []), ...PROGRAMME_SLOT_IDS, ...earlier.flat()]) ids.add(id);
  return [...ids];
}

/**
 * The ids of slots removed since (in an earlier version, not in the newest): never given to
 * another slot, so that a star or a link to one never lands on a different slot (decision 079).
 */
export async function retiredSlotIds(db: Db): Promise<Set<string>> {
  const everId = await publishedSlotIds(db);
  for (const slot of (await publishedContent(db)).content.programme) everId.delete(slot.id);
  return everId;
}

/** Who published `version` (their name), or a word for the seed and for an account gone since. */
export async function publisherName(db: Db, version: number): Promise<string> {
  const row = await db
    .selectFrom('content_versions')
    .leftJoin('users', 'users.id', 'content_versions.published_by')
    .select(['users.username', 'content_versions.published_by'])
    .where('content_versions.version', '=', version)
    .executeTakeFirst();
  if (row?.username != null) return row.username;
  return row?.published_by === null ? 'le site (contenu d’origine)' : 'un organisateur';
}

export interface Publication {
  baseVersion: number;
  /** What to publish: the organisers' draft (cleared once published), or a version's content. */
  source: { draft: true } | { content: CongressContent };
  publishedBy: number;
  note: string | null;
  restoredFrom: number | null;
}

/** A publication's outcome: the new version, or why there is none. */
export type Published = { version: number } | { conflict: true } | { noDraft: true } | { unknownBase: true };

/**
 * Publishes as version baseVersion + 1, atomically: only when baseVersion is still the newest
 * (checked first: a late publisher hears of the other publication, not of a draft it cleared),
 * and the primary key refuses a second version of the same number however two transactions
 * interleave (decision 080). The draft, when published, is read and cleared in the same transaction,
 * and only when it was saved on that newest version too (decision 101).
 */
export async function publish(db: Db, publication: Publication): Promise<Published> {
  const version = publication.baseVersion + 1;
  try {
    return await db.transaction().execute(async (trx): Promise<Published> => {
      const { source } = publication;
      // First, so that a save crossing this publication waits for it (decision 101).
      if ('draft' in source) await lockDraft(trx);
      const latest = await latestVersion(trx);
      if (latest < publication.baseVersion) return { unknownBase: true };
      if (latest !== publication.baseVersion) return { conflict: true };
      const draft = 'draft' in source ? await readDraft(trx) : undefined;
      // A draft saved on an older version would revert what was published since: refused, kept
      // as it is, and given rebased by GET /api/content/draft (decision 101).
      if (draft !== undefined && draft.baseVersion !== latest) return { conflict: true };
      const content = 'content' in source ? source.content : draft?.content;
      if (content === undefined) return { noDraft: true };
      const inserted = await trx
        .insertInto('content_versions')
        .values({
          version,
          published_by: publication.publishedBy,
          note: publication.note,
          restored_from: publication.restoredFrom,
          // Whatever it comes from (the draft, a restored version, an import): in time order (decision 107).
          content: JSON.stringify(inTimeOrder(content)),
        })
        .onConflict((oc) => oc.column('version').doNothing())
        .returning('version')
        .executeTakeFirst();
      if (inserted === undefined) return { conflict: true };
      if ('draft' in source) await trx.deleteFrom('content_draft').execute();
      return { version };
    });
  } catch (error) {
    // PostgreSQL's serialisation of two writers can also end one with a unique violation.
    if (isUniqueViolation(error)) return { conflict: true };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The newest stored version and version 1 (the seed as stored), or undefined while the table is
 * empty (or absent, in a database older than the content): what the placeholder counts read
 * (decision 086).
 */
export async function storedPublication(
  db: Db,
): Promise<{ version: number; content: CongressContent; seed: CongressContent | undefined } | undefined> {
  let latest: StoredVersion;
  try {
    if ((await latestVersion(db)) === 0) return undefined;
    latest = await publishedContent(db);
  } catch {
    return undefined;
  }
  return { version: latest.version, content: latest.content, seed: await versionContent(db, 1) };
}
