import { Migrator, type Kysely } from 'kysely';
import { loadConfig } from '../../src/config/config.js';
import { migrationsFor } from '../../src/plugins/database/migrations/index.js';
import { openDatabase } from '../../src/plugins/database/open-database.js';
import { postgresSchema } from '../../src/plugins/database/postgres-database.js';
import type { Database } from '../../src/plugins/database/schema.js';
import { sqliteSchema } from '../../src/plugins/database/sqlite-database.js';
import { engineEnv } from './engines.js';
import { tempDir } from './test-app.js';

/**
 * A migration's test: an empty database of the run's engine (SQLite, or PostgreSQL on the
 * engines) and a migrator over every migration, for `check` to migrate up to the one before,
 * write a site of that time, and migrate on. Closed and removed whatever happens.
 */
export async function withMigratingDatabase(
  label: string,
  check: (db: Kysely<Database>, migrator: Migrator) => Promise<void>,
): Promise<void> {
  const data = tempDir(label);
  const config = loadConfig({ ...(await engineEnv(data.dir)), DATA_DIR: data.dir, LOG_LEVEL: 'silent' });
  const { db } = openDatabase(config);
  try {
    const dialect = config.database.engine === 'postgres' ? postgresSchema : sqliteSchema;
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect)) } });
    await check(db, migrator);
  } finally {
    await db.destroy();
    data.remove();
  }
}
