import type { Kysely } from 'kysely';
import { postgresSchema } from '../../src/plugins/database/postgres-database.js';
import { sqliteSchema } from '../../src/plugins/database/sqlite-database.js';
import type { TestApp } from './test-app.js';

/**
 * Makes every insert into `photos` fail inside the database itself (as a full disk or a lost
 * connection would), with a trigger written in the app's own dialect: its statement writes to
 * a table that does not exist.
 */
export async function failPhotoInserts(t: TestApp): Promise<void> {
  const dialect = t.config.database.engine === 'postgres' ? postgresSchema : sqliteSchema;
  await dialect.createTrigger(t.app.db as Kysely<unknown>, {
    name: 'photos_fail',
    on: { insert: 'photos' },
    statement: 'INSERT INTO the_disk_is_full (reason) VALUES (1)',
  });
}
