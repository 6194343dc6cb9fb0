import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { normalizeEmail } from '../account/users.js';

type Db = Kysely<Database>;

/** The label of the key that hashes respondents' addresses (derived from the signing secret, decision 105). */
export const SATISFACTION_MARK_KEY = 'congres:satisfaction-respondent';

/**
 * The mark of an email address (decision 105): HMAC-SHA256 of the address as registration
 * stores it, in hex. Keyed: a plain hash of a guessable address would be undone by hashing
 * the attendees' list; without the server's secret nobody can tell whose mark it is.
 */
export const markOf = (key: Uint8Array, email: string): string =>
  createHmac('sha256', key).update(normalizeEmail(email)).digest('hex');

/** Whether the address of `mark` has answered the questionnaire `questionnaireId`, with any account. */
export async function hasAnswered(db: Db, questionnaireId: string, mark: string): Promise<boolean> {
  const row = await db
    .selectFrom('satisfaction_marks')
    .select('email_hash')
    .where('questionnaire_id', '=', questionnaireId)
    .where('email_hash', '=', mark)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every mark of the questionnaire: one per person who answered, a few thousand at most. */
export async function marksOf(db: Db, questionnaireId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('satisfaction_marks')
    .select('email_hash')
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
  return new Set(rows.map((row) => row.email_hash));
}

/** The questionnaires the address of `mark` answered, and the day (the account's export). */
export function answeredBy(db: Db, mark: string) {
  return db
    .selectFrom('satisfaction_marks')
    .select(['questionnaire_id', 'answered_on'])
    .where('email_hash', '=', mark)
    .orderBy('answered_on')
    .execute();
}

/** How many rows one statement carries at most: well under both engines' limits on parameters. */
const BATCH = 500;

/**
 * Carries the rows of `satisfaction_respondents` (by account, before migration 017) into marks,
 * and removes them, in one transaction: run at each start, it finds nothing after the first.
 * Several instances starting at once agree (a mark already there is kept; a row already removed
 * is removed by nobody). Returns how many rows were carried.
 */
export async function carryRespondents(db: Db, key: Uint8Array): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('satisfaction_respondents')
      .innerJoin('users', 'users.id', 'satisfaction_respondents.user_id')
      .select([
        'satisfaction_respondents.questionnaire_id',
        'satisfaction_respondents.user_id',
        'satisfaction_respondents.answered_at',
        'users.email',
      ])
      .execute();
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await trx
        .insertInto('satisfaction_marks')
        .values(
          batch.map((row) => ({
            questionnaire_id: row.questionnaire_id,
            email_hash: markOf(key, row.email),
            // The rows already held the day only (decision 094); cut anyway, an instant must not come along.
            answered_on: row.answered_at.slice(0, 10),
          })),
        )
        .onConflict((oc) => oc.columns(['questionnaire_id', 'email_hash']).doNothing())
        .execute();
      for (const row of batch)
        await trx
          .deleteFrom('satisfaction_respondents')
          .where('questionnaire_id', '=', row.questionnaire_id)
          .where('user_id', '=', row.user_id)
          .execute();
    }
    return rows.length;
  });
}
