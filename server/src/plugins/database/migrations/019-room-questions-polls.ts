import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The room, live (decision 118): questions to the speakers and polls, per programme slot.
 * - `questions`: the asker's account (gone with it), the text, whether they signed it, the state
 *   (pending, shown, answered, hidden), whether it is the one pinned, and `vote_changes`, counted
 *   up by every vote given or taken back in the vote's own transaction: the counts the live
 *   stream sends are ordered by it. The count itself is read from `question_votes`, so that an
 *   account deleted takes its votes with it and no counter drifts.
 * - `question_votes`: one row per account and question (the primary key: a vote counts once,
 *   whatever arrives at the same time).
 * - `polls` and `poll_votes`: a question and its 2 to 6 choices (JSON), drafted, open, closed;
 *   one vote per account and poll, which stays with the slot after the close.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('slot_id', 'text', (col) => col.notNull())
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('signed', dialect.integer, (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pinned', dialect.integer, (col) => col.notNull().defaultTo(0))
    .addColumn('vote_changes', dialect.integer, (col) => col.notNull().defaultTo(0))
    .addColumn('asked_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema.createIndex('questions_by_slot').on('questions').columns(['slot_id', 'id']).execute();
  await db.schema.createIndex('questions_by_user').on('questions').column('user_id').execute();

  await db.schema
    .createTable('question_votes')
    .addColumn('question_id', dialect.integer, (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('question_votes_pk', ['question_id', 'user_id'])
    .execute();
  await db.schema.createIndex('question_votes_by_user').on('question_votes').column('user_id').execute();

  await db.schema
    .createTable('polls')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('slot_id', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('choices', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('vote_changes', dialect.integer, (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema.createIndex('polls_by_slot').on('polls').columns(['slot_id', 'id']).execute();

  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_id', dialect.integer, (col) => col.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('choice', dialect.integer, (col) => col.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['poll_id', 'user_id'])
    .execute();
  await db.schema.createIndex('poll_votes_by_user').on('poll_votes').column('user_id').execute();
}
