import type { Kysely } from 'kysely';

/**
 * Who answered the satisfaction questionnaire, kept by a keyed hash of the email address rather
 * than by the account (decision 105): the mark outlives the account, as the evidence does, so
 * that a new account of the same address cannot answer again. No foreign key, no user id, the
 * day only. The rows of `satisfaction_respondents` (keyed by account, gone with it) are carried
 * into marks by the satisfaction plugin at start: the key is derived from the signing secret,
 * which a migration does not have. And an index of signatures by account: only an account that
 * signed a half-day answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('satisfaction_marks')
    .addColumn('questionnaire_id', 'text', (col) => col.notNull())
    // HMAC-SHA256 (hex) of the normalised address, with a key of its own derived from the secret.
    .addColumn('email_hash', 'text', (col) => col.notNull())
    // YYYY-MM-DD: an instant beside the answers' days would help link a mark to an answer.
    .addColumn('answered_on', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('satisfaction_marks_pk', ['questionnaire_id', 'email_hash'])
    .execute();
  // "Did this account sign a half-day?" is asked by every signed-in page (the questionnaire's
  // reminder): the index of signatures starts with the half-day, this one with the account.
  await db.schema.createIndex('attendance_signatures_by_user').on('attendance_signatures').column('user_id').execute();
}
