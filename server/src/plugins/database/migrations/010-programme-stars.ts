import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * "Mon programme" on the account (decision 061):
 * - `programme_stars`: one row per account and slot ever starred, with whether it is starred now
 *   and when that was chosen (a removal is kept, so that it can win a merge with another phone);
 * - `calendar_feeds`: the account's calendar address, by the SHA-256 of its secret token only.
 * Both go with the account.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('programme_stars')
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slot_id', 'text', (col) => col.notNull())
    .addColumn('starred', dialect.integer, (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('programme_stars_pk', ['user_id', 'slot_id'])
    .execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', dialect.integer, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
