import fs from 'node:fs';
import path from 'node:path';
import { SQLite } from './sqlite-binding.js';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type { SchemaDialect } from './schema-dialect.js';
import type { Database } from './schema.js';

export const DATABASE_FILE = 'congres.sqlite';
/** How long a write waits for another connection's to end. */
const BUSY_TIMEOUT_MS = 5000;

/** SQLite's ways of writing what the migrations need (and what they wrote before PostgreSQL came). */
export const sqliteSchema: SchemaDialect = {
  integer: 'integer',
  id: { type: 'integer', column: (col) => col.primaryKey().autoIncrement() },
  now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  async createTrigger(db, { name, on, statement }) {
    const event =
      'insert' in on
        ? sql.raw(`AFTER INSERT ON ${on.insert}`)
        : 'delete' in on
          ? sql.raw(`AFTER DELETE ON ${on.delete}`)
          : sql.raw(`AFTER UPDATE OF ${on.column} ON ${on.update} WHEN OLD.${on.column} IS NOT NEW.${on.column}`);
    await sql`CREATE TRIGGER ${sql.raw(name)} ${event} BEGIN ${sql.raw(statement)}; END`.execute(db);
  },
};

/**
 * Opens (and creates on first start) the SQLite file in dataDir: WAL so that readers never
 * wait for a writer, a busy timeout so that concurrent writers queue instead of failing.
 */
export function openSqlite(dataDir: string): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** How long a start waits for another process's migrations before giving up. */
const MIGRATION_LOCK_WAIT_MS = 60_000;

/**
 * Runs `migrate` inside one write transaction taken at once (BEGIN IMMEDIATE): a second process
 * starting on the same file waits for it, then finds every migration applied. The wait is
 * asynchronous (a busy timeout would block the event loop, and with it a holder in the same
 * process). Kysely runs SQLite migrations without a transaction of its own, so they also apply
 * all or nothing.
 */
export async function withSqliteMigrationLock(
  db: Kysely<Database>,
  migrate: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  await db.connection().execute(async (connection) => {
    const deadline = Date.now() + MIGRATION_LOCK_WAIT_MS;
    await sql`PRAGMA busy_timeout = 0`.execute(connection);
    try {
      for (;;) {
        try {
          await sql`BEGIN IMMEDIATE`.execute(connection);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    } finally {
      await sql.raw(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`).execute(connection);
    }
    try {
      await migrate(connection);
      await sql`COMMIT`.execute(connection);
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}
