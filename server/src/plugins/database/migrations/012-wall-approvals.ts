import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The photos organisers approved for the wall (WALL_APPROVAL, decision 067): a row per
 * approved photo, gone with the photo (foreign key). A table rather than a column of `photos`:
 * approving leaves the photo list, its ETag and its triggers alone, since the gallery does not
 * change. No author column: organisers act as one (the server log names who approved).
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('wall_approvals')
    .addColumn('photo_id', dialect.integer, (col) => col.primaryKey().references('photos.id').onDelete('cascade'))
    .addColumn('approved_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
