import type { Kysely } from 'kysely';
import type { SchemaDialect } from '../schema-dialect.js';

/**
 * The day's training evidence (decisions 091–096): attendance per half-day, the QCM answers,
 * the satisfaction questionnaire and the certificates' codes.
 *
 * Evidence outlives the account it belongs to (a legal obligation, decision 096): its rows point
 * to `users` with `on delete set null` and keep the participant's name, so deleting an account
 * keeps the evidence while everything else goes; the retention sweep erases it past
 * EVIDENCE_RETENTION_YEARS. The satisfaction answers are anonymous: who answered is kept apart
 * from what was answered, with nothing linking the two.
 */
export async function up(db: Kysely<unknown>, dialect: SchemaDialect): Promise<void> {
  // A half-day's attendance: a row from its first opening on. The half-day itself (label, times,
  // modules, trainer) is in the published content; `details` is a snapshot taken at each opening
  // and at the close, so that a sheet says what the half-day was even after the content changed.
  await db.schema
    .createTable('attendance_half_days')
    .addColumn('half_day_id', 'text', (col) => col.primaryKey())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('code_secret', 'text', (col) => col.notNull())
    .addColumn('opened_at', 'text')
    .addColumn('opened_by', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('trainer_name', 'text')
    .addColumn('trainer_signature', 'text')
    .addColumn('trainer_signed_at', 'text')
    .addColumn('sheet_code', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();

  await db.schema
    .createTable('attendance_signatures')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('half_day_id', 'text', (col) => col.notNull().references('attendance_half_days.half_day_id'))
    .addColumn('user_id', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('participant_name', 'text', (col) => col.notNull())
    .addColumn('participant_email', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('signed_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .addColumn('recorded_by', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('recorded_by_name', 'text')
    .execute();
  await db.schema
    .createIndex('attendance_signatures_once')
    .on('attendance_signatures')
    .columns(['half_day_id', 'user_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('quiz_answers')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('quiz_id', 'text', (col) => col.notNull())
    .addColumn('phase', 'text', (col) => col.notNull())
    .addColumn('user_id', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('participant_name', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('results', 'text', (col) => col.notNull())
    .addColumn('score', dialect.integer, (col) => col.notNull())
    .addColumn('total', dialect.integer, (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
  await db.schema
    .createIndex('quiz_answers_once')
    .on('quiz_answers')
    .columns(['quiz_id', 'user_id'])
    .unique()
    .execute();

  // Who answered (one answer per account), apart from the answers, which name nobody.
  await db.schema
    .createTable('satisfaction_respondents')
    .addColumn('questionnaire_id', 'text', (col) => col.notNull())
    .addColumn('user_id', dialect.integer, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answered_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .addPrimaryKeyConstraint('satisfaction_respondents_pk', ['questionnaire_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('satisfaction_answers')
    .addColumn('id', dialect.id.type, dialect.id.column)
    .addColumn('questionnaire_id', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    // The day only, not the instant: with the respondents' times beside it, an instant would link them.
    .addColumn('submitted_on', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('satisfaction_reminders')
    .addColumn('user_id', dialect.integer, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();

  // Every certificate and sheet issued carries a short code; /verification says whether it is genuine.
  await db.schema
    .createTable('evidence_codes')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', dialect.integer, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('half_day_id', 'text')
    .addColumn('action_title', 'text', (col) => col.notNull())
    .addColumn('action_date', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull().defaultTo(dialect.now))
    .execute();
}
