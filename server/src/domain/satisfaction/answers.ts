import crypto from 'node:crypto';
import {
  SATISFACTION_BAD_CHOICE,
  SATISFACTION_BAD_SCALE,
  SATISFACTION_EMPTY,
  SATISFACTION_REQUIRED,
  SATISFACTION_SCALE,
  SATISFACTION_TEXT_MAX_LENGTH,
  SATISFACTION_TEXT_TOO_LONG,
  SATISFACTION_UNKNOWN_QUESTION,
  wallClock,
  type SatisfactionQuestionnaire,
} from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

type Db = Kysely<Database>;

/** An answer as stored: a scale's note, a choice's text, a free text. */
export type StoredAnswers = Record<string, number | string>;

/** The answers checked against the questions, or the French refusal of the first one wrong. */
export function checkAnswers(
  questionnaire: SatisfactionQuestionnaire,
  given: Record<string, number | string>,
): { ok: true; answers: StoredAnswers } | { ok: false; message: string } {
  const known = new Set(questionnaire.questions.map((q) => q.id));
  if (Object.keys(given).some((id) => !known.has(id))) return { ok: false, message: SATISFACTION_UNKNOWN_QUESTION };
  const answers: StoredAnswers = {};
  for (const question of questionnaire.questions) {
    const raw = given[question.id];
    // A blank text or an empty string is no answer at all.
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '') {
      if (question.required) return { ok: false, message: SATISFACTION_REQUIRED(question.label) };
      continue;
    }
    if (question.kind === 'scale') {
      if (typeof value !== 'number' || !(SATISFACTION_SCALE as readonly number[]).includes(value))
        return { ok: false, message: SATISFACTION_BAD_SCALE(question.label) };
    } else if (question.kind === 'choice') {
      if (typeof value !== 'string' || !(question.choices ?? []).includes(value))
        return { ok: false, message: SATISFACTION_BAD_CHOICE(question.label) };
    } else {
      const text = String(value);
      const length = [...text].length;
      if (length > SATISFACTION_TEXT_MAX_LENGTH)
        return { ok: false, message: SATISFACTION_TEXT_TOO_LONG(question.label, length) };
    }
    answers[question.id] = question.kind === 'text' ? String(value) : value;
  }
  if (Object.keys(answers).length === 0) return { ok: false, message: SATISFACTION_EMPTY };
  return { ok: true, answers };
}

/**
 * Records that the address of `mark` answered and what was answered, in one transaction, as two
 * rows with nothing linking them (decisions 094, 105): the mark (a keyed hash of the address, no
 * account) and the answer each hold the day only, and the answer's id is random, so neither its
 * number nor its place in the table tells the order the answers came in. False when the address
 * had already answered, with this account or an earlier one (nothing stored): of two at once,
 * the second's insert waits for the first's and then finds its mark.
 */
export async function recordAnswers(
  db: Db,
  questionnaireId: string,
  mark: string,
  answers: StoredAnswers,
  nowMs: number,
): Promise<boolean> {
  const day = wallClock(nowMs).date;
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('satisfaction_marks')
      .values({ questionnaire_id: questionnaireId, email_hash: mark, answered_on: day })
      .onConflict((oc) => oc.columns(['questionnaire_id', 'email_hash']).doNothing())
      .returning('email_hash')
      .executeTakeFirst();
    if (marked === undefined) return false;
    await trx
      .insertInto('satisfaction_answers')
      .values({
        id: crypto.randomInt(1, 2 ** 47),
        questionnaire_id: questionnaireId,
        answers: JSON.stringify(answers),
        submitted_on: day,
      })
      .execute();
    return true;
  });
}

/** Whether `userId` signed the attendance sheet of at least one half-day: only participants answer (decision 105). */
export async function isParticipant(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('attendance_signatures')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
