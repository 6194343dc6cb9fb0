import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.js';

/**
 * Removes what a crash can leave behind: half-written `.tmp` files, and photo files whose
 * database row was never committed (the process died between the rename and the insert).
 * Runs at start, before the server listens, so no upload can be in progress. Returns the
 * names removed, for the log.
 */
export async function sweepOrphans(db: Kysely<Database>, dir: string, thumbsDir: string): Promise<string[]> {
  const rows = await db.selectFrom('photos').select(['filename', 'thumbnail']).execute();
  const known = {
    [dir]: new Set(rows.map((row) => row.filename)),
    [thumbsDir]: new Set(rows.map((row) => row.thumbnail)),
  };
  const removed: string[] = [];
  for (const folder of [dir, thumbsDir]) {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isFile() || known[folder]?.has(entry.name)) continue;
      fs.rmSync(path.join(folder, entry.name), { force: true });
      removed.push(path.relative(dir, path.join(folder, entry.name)));
    }
  }
  return removed;
}
