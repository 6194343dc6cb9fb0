import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The live stream's recent events (decision 057): the table's id is the event id, so
 * that events are numbered in one order whichever instance publishes them, and a client that
 * reconnects to any instance, after a restart too, gets what it missed. Only the last few
 * hundred rows are kept (live/event-log.ts prunes as it writes).
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
