import fs from 'node:fs';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import { migrationsFor } from './migrations/index.js';
import { describePostgres, openPostgres, postgresSchema } from './postgres-database.js';
import type { SchemaDialect } from './schema-dialect.js';
import type { Database } from './schema.js';
import { DATABASE_FILE, openSqlite, sqliteSchema, withSqliteMigrationLock } from './sqlite-database.js';

export { DATABASE_FILE };

/** The site's database, whichever engine holds it. */
export interface SiteDatabase {
  db: Kysely<Database>;
  /** Applies the migrations not yet applied, under a lock that every instance of the site respects. */
  migrate(): Promise<void>;
  /** For messages: the file, or the database and its host. */
  description: string;
}

/** Thrown when a command must work on an existing site and DATA_DIR holds no database. */
export class DatabaseMissingError extends Error {
  constructor(readonly dataDir: string) {
    super(`No database in DATA_DIR (${dataDir})`);
    this.name = 'DatabaseMissingError';
  }
}

/**
 * Opens the database the settings name: the SQLite file in DATA_DIR, or the PostgreSQL database
 * of DATABASE_URL. The only place that tells them apart; the queries are the same Kysely code.
 * `mustExist` refuses to create a new SQLite file (commands run on an existing site).
 */
export function openDatabase(
  config: Pick<Config, 'dataDir' | 'database'>,
  options: { onError?: (error: Error) => void; mustExist?: boolean } = {},
): SiteDatabase {
  const settings = config.database;
  switch (settings.engine) {
    case 'sqlite': {
      const file = path.join(config.dataDir, DATABASE_FILE);
      if (options.mustExist === true && !fs.existsSync(file)) throw new DatabaseMissingError(config.dataDir);
      const db = openSqlite(config.dataDir);
      return {
        db,
        migrate: () => withSqliteMigrationLock(db, (locked) => runMigrations(locked, sqliteSchema)),
        description: file,
      };
    }
    case 'postgres': {
      const db = openPostgres(settings.url, options.onError ?? (() => {}));
      const description = describePostgres(settings.url);
      return {
        db,
        // Kysely takes PostgreSQL's advisory lock around the migrations, each in a transaction.
        migrate: async () => {
          try {
            await runMigrations(db, postgresSchema);
          } catch (error) {
            throw new Error(`PostgreSQL database ${description}: ${(error as Error).message}`, { cause: error });
          }
        },
        description,
      };
    }
  }
}

/**
 * Names the site's database without a secret: `postgres:congres` or `sqlite:/srv/data/congres.sqlite`.
 * Instances of one site share it, two sites do not: what they share elsewhere (the rate-limit
 * counters in Redis) is kept under it (decision 026).
 */
export function databaseIdentity(config: Pick<Config, 'dataDir' | 'database'>): string {
  const settings = config.database;
  switch (settings.engine) {
    case 'sqlite':
      return `sqlite:${path.resolve(config.dataDir, DATABASE_FILE)}`;
    case 'postgres':
      return `postgres:${decodeURIComponent(new URL(settings.url).pathname.slice(1))}`;
  }
}

/** Applies the migrations not yet applied, in order. */
async function runMigrations(db: Kysely<Database>, dialect: SchemaDialect): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect)) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const reason = error instanceof Error ? error.message : String(error);
    const what = failed === undefined ? 'unreachable or not migrated' : `migration ${failed.migrationName} failed`;
    throw new Error(`${what}: ${reason}`, { cause: error });
  }
}
