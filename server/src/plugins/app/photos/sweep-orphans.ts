import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';
import type { PhotoFileKind, PhotoFiles } from './photo-files.js';

/**
 * Removes what a crash can leave behind: half-written `.tmp` files, photo files whose database
 * row was never committed (the process died between the write and the insert), and files of
 * deleted photos whose removal failed. Runs at start, before the server listens, so no upload
 * can be in progress. Returns the names removed, for the log.
 */
export async function sweepOrphans(db: Kysely<Database>, files: PhotoFiles): Promise<string[]> {
  const rows = await db.selectFrom('photos').select(['filename', 'thumbnail']).execute();
  const known: Record<PhotoFileKind, Set<string>> = {
    full: new Set(rows.map((row) => row.filename)),
    thumb: new Set(rows.map((row) => row.thumbnail)),
  };
  const removed: string[] = [];
  for (const kind of ['full', 'thumb'] as const) {
    for (const name of await files.names(kind)) {
      if (known[kind].has(name)) continue;
      await files.remove(kind, name);
      removed.push(kind === 'full' ? name : `thumbs/${name}`);
    }
  }
  return removed;
}
