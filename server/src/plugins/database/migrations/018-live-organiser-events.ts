import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The events only organisers' streams carry (decision 104), numbered apart from the public ones
 * of `live_events` (migration 009): a public stream's ids then never skip one, so they never
 * tell when a participant signed. Same columns, same pruning (live/event-log.ts).
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('live_organiser_events')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
