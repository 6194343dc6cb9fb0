import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The room's votes outlive the accounts that gave them (decision 120): a poll's results stay
 * with its slot, a question keeps its count. `user_id` becomes nullable, `on delete set null`
 * (as the training evidence's, decision 096): an erased account's votes are anonymous counts.
 * Once per account still holds: a unique index on (poll or question, account), in which nulls
 * are distinct on both databases. SQLite cannot change a column's foreign key: each table is
 * made again under a new name, filled, the old one dropped and the new one renamed.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('question_votes_kept')
    .addColumn('question_id', dialect.integer, (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('user_id', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`INSERT INTO question_votes_kept (question_id, user_id) SELECT question_id, user_id FROM question_votes`.execute(
    db,
  );
  await db.schema.dropTable('question_votes').execute();
  await db.schema.alterTable('question_votes_kept').renameTo('question_votes').execute();
  await db.schema
    .createIndex('question_votes_once')
    .unique()
    .on('question_votes')
    .columns(['question_id', 'user_id'])
    .execute();
  await db.schema.createIndex('question_votes_by_user').on('question_votes').column('user_id').execute();

  await db.schema
    .createTable('poll_votes_kept')
    .addColumn('poll_id', dialect.integer, (col) => col.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('choice', dialect.integer, (col) => col.notNull())
    .execute();
  await sql`INSERT INTO poll_votes_kept (poll_id, user_id, choice) SELECT poll_id, user_id, choice FROM poll_votes`.execute(
    db,
  );
  await db.schema.dropTable('poll_votes').execute();
  await db.schema.alterTable('poll_votes_kept').renameTo('poll_votes').execute();
  await db.schema.createIndex('poll_votes_once').unique().on('poll_votes').columns(['poll_id', 'user_id']).execute();
  await db.schema.createIndex('poll_votes_by_user').on('poll_votes').column('user_id').execute();
}
