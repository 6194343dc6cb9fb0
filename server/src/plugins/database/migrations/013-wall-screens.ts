import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The organisers' figures (decisions 064 and 065):
 * - `wall_screens`: each /mur screen that said it is on, by its random id, with when it last did
 *   and a hash of its address (to cap what one address counts; never the address itself). Kept in
 *   the shared database so that every instance counts the same screens; rows older than the
 *   expiry are swept as new screens arrive.
 * - an index on `photos.created_at`, for the photos of the last 24 hours by quarter hour.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('wall_screens')
    .addColumn('screen_id', 'text', (col) => col.primaryKey())
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('last_seen', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema.createIndex('wall_screens_last_seen').on('wall_screens').column('last_seen').execute();
  await db.schema
    .createIndex('wall_screens_address')
    .on('wall_screens')
    .columns(['address_hash', 'last_seen'])
    .execute();
  await db.schema.createIndex('photos_created_at').on('photos').column('created_at').execute();
}
