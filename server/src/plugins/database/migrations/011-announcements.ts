import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The organisers' announcements (decision 062): a short message each, read by
 * everybody. No author column: organisers speak as one, and an organiser's account can go
 * without taking the day's announcements with it (the server log names who posted).
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
