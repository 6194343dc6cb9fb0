import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * Resumable uploads (decision 050): one row per tus upload, created with it. It says
 * whose upload it is (another account's gets 404), counts each account's open uploads and
 * bytes, and keeps the answer of a finished one for `GET /api/uploads/{id}/outcome` until the
 * sweep removes it by age. The bytes themselves are in the tus store, never here.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('resumable_uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('length', dialect.integer, (col) => col.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('receiving')
        .check(sql`state IN ('receiving', 'processing', 'done')`),
    )
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema.createIndex('resumable_uploads_user_id').on('resumable_uploads').column('user_id').execute();
  await db.schema.createIndex('resumable_uploads_created_at').on('resumable_uploads').column('created_at').execute();
}
