import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The congress's content as versioned data (decisions 079, 080):
 * - `content_versions`: every published version, numbered 1, 2, 3… by the publisher; the
 *   primary key is what makes two publications on the same base end in one version only.
 *   Version 1 is the seed (no publisher). A publisher's account may go: the version stays.
 * - `content_draft`: the organisers' one shared draft (a single row, id 1), gone once published.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('version', dialect.integer, (col) => col.primaryKey())
    .addColumn('published_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .addColumn('published_by', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('restored_from', dialect.integer)
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('content_draft')
    .addColumn('id', dialect.integer, (col) => col.primaryKey())
    .addColumn('base_version', dialect.integer, (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_by', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
