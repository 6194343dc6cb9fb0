import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The `Idempotency-Key` of photo uploads (decision 047): per account and key, the
 * attempt that owns it while it runs, then the outcome every repeat answers with. Swept by age;
 * gone with the account.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state IN ('pending', 'done')`))
    // A random id per attempt: only the attempt that owns the row may finish or release it.
    .addColumn('attempt', 'text', (col) => col.notNull())
    // The PublishOutcome as JSON, once done.
    .addColumn('outcome', 'text')
    // ISO 8601, moved by the running attempt: a pending row whose beat stopped was abandoned.
    .addColumn('heartbeat_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}
