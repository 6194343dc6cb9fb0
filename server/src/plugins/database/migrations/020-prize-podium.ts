import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The prize quiz's podium (decision 119):
 * - `podium_choices`: an attendee who keeps their name off the public podium (a row per account
 *   that chose, gone with it);
 * - `podium_shown`: the podium organisers put on the room's screens, frozen when shown (at most
 *   one row, `id` 'podium'), so that every instance and every screen opened later show the same.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('podium_choices')
    .addColumn('user_id', dialect.integer, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name_shown', dialect.integer, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('podium_shown')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('entries', 'text', (col) => col.notNull())
    .addColumn('shown_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
