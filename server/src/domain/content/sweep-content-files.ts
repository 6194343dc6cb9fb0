import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { PhotoFiles } from '../photos/photo-files.js';
import { CONTENT_FILE_KINDS } from './content-files-space.js';
import { uploadsOf } from './content-uploads.js';

/**
 * How long a file no content names is kept: a slides PDF or an image uploaded for a draft that
 * an organiser is still editing is named only once the draft is saved (decision 106).
 */
export const CONTENT_FILES_GRACE_MS = 24 * 3600 * 1000;

/**
 * Removes the slides PDFs and content images (and the `.tmp` leftovers of a failed write) that
 * no stored version and not the draft names, stored before `olderThan`. Files are listed first
 * and the rows read second, so a version or a draft saved in between is seen and its files kept.
 * Instances may sweep at once: each keeps what the rows name, and a file already removed by
 * another is no error. Returns what was removed, as `slides/{name}` or `content/{name}`.
 */
export async function sweepContentFiles(db: Kysely<Database>, files: PhotoFiles, olderThan: Date): Promise<string[]> {
  const stored = await Promise.all(CONTENT_FILE_KINDS.map(async (kind) => ({ kind, list: await files.list(kind) })));
  const named = await namedFiles(db);
  const removed: string[] = [];
  for (const { kind, list } of stored) {
    for (const { name, storedAt } of list) {
      if (named.has(`${kind}/${name}`) || storedAt >= olderThan) continue;
      await files.remove(kind, name);
      removed.push(`${kind}/${name}`);
    }
  }
  return removed;
}

/** Every file that a stored version or the draft names, as `{kind}/{name}`: a restore may need any of them. */
async function namedFiles(db: Kysely<Database>): Promise<Set<string>> {
  const rows = [
    ...(await db.selectFrom('content_versions').select('content').execute()),
    ...(await db.selectFrom('content_draft').select('content').execute()),
  ];
  const named = new Set<string>();
  for (const row of rows) {
    // Stored content was checked (its depth bounded) before it was written; a row that does not
    // parse stops the sweep, rather than removing files it may name.
    for (const { kind, name } of uploadsOf(JSON.parse(row.content))) named.add(`${kind}/${name}`);
  }
  return named;
}
