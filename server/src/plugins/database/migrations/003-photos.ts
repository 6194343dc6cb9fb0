import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id'))
    .addColumn('filename', 'text', (col) => col.notNull().unique())
    .addColumn('thumbnail', 'text', (col) => col.notNull().unique())
    .addColumn('width', dialect.integer, (col) => col.notNull())
    .addColumn('height', dialect.integer, (col) => col.notNull())
    .addColumn('thumb_width', dialect.integer, (col) => col.notNull())
    .addColumn('thumb_height', dialect.integer, (col) => col.notNull())
    .addColumn('bytes', dialect.integer, (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema.createIndex('photos_user_id').on('photos').column('user_id').execute();
}
