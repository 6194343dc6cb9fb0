import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The number of listed photos, kept beside the list's version (decision 035): a gallery page says
 * how many photos there are without counting them, so its cost does not grow with the day.
 * Moved by triggers, as the version is (migration 004), whoever adds or deletes a photo.
 * No index for the pages' order: they go by `photos.id`, the primary key, in both databases.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .alterTable('list_versions')
    .addColumn('total', dialect.integer, (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE list_versions SET total = (SELECT count(*) FROM photos) WHERE name = 'photos'`.execute(db);
  await dialect.createTrigger(db, {
    name: 'photos_total_insert',
    on: { insert: 'photos' },
    statement: `UPDATE list_versions SET total = total + 1 WHERE name = 'photos'`,
  });
  await dialect.createTrigger(db, {
    name: 'photos_total_delete',
    on: { delete: 'photos' },
    statement: `UPDATE list_versions SET total = total - 1 WHERE name = 'photos'`,
  });
}
