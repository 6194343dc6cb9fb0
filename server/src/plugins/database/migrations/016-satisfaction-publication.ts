import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * Whether the organisers show the satisfaction rate on the site (decision 094): a row per
 * questionnaire while it is published. The figure itself is counted from the answers at each
 * read, so the site's rate follows the answers that arrive after the publication.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('satisfaction_publications')
    .addColumn('questionnaire_id', 'text', (col) => col.primaryKey())
    .addColumn('published_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
