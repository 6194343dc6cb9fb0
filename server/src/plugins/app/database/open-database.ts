import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';
import { SQLite } from './sqlite-binding.js';

export const DATABASE_FILE = 'congres.sqlite';

/**
 * Opens (and creates on first start) the SQLite file in dataDir: WAL so that readers never
 * wait for a writer, a busy timeout so that concurrent writers queue instead of failing.
 */
export function openDatabase(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Applies the migrations not yet applied, in order, each in its own transaction. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
