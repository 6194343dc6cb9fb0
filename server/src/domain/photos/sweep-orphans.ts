import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { PhotoOwnFileKind, PhotoFiles } from './photo-files.js';
import { filesOf } from './photo-store.js';

/**
 * Removes what a crash or a failure can leave behind: half-written `.tmp` files, photo files
 * whose row was never committed (the process died between the write and the insert), and files
 * of deleted photos whose removal failed. Only files stored before `olderThan` go: a younger
 * one may be an upload in flight, whose row is about to be committed (by this instance, or by
 * another one sharing the storage). Returns the names removed, for the log.
 */
export async function sweepOrphans(db: Kysely<Database>, files: PhotoFiles, olderThan: Date): Promise<string[]> {
  // Files first, rows second: a row committed in between is seen, so its files are kept.
  const stored = { full: await files.list('full'), thumb: await files.list('thumb') };
  const rows = await db
    .selectFrom('photos')
    .select(['filename', 'thumbnail', 'thumbnail_avif as thumbnailAvif', 'display'])
    .execute();
  const known: Record<PhotoOwnFileKind, Set<string>> = { full: new Set(), thumb: new Set() };
  for (const file of rows.flatMap(filesOf)) known[file.kind].add(file.name);
  const removed: string[] = [];
  for (const kind of ['full', 'thumb'] as const) {
    for (const { name, storedAt } of stored[kind]) {
      if (known[kind].has(name) || storedAt >= olderThan) continue;
      await files.remove(kind, name);
      removed.push(kind === 'full' ? name : `thumbs/${name}`);
    }
  }
  return removed;
}
