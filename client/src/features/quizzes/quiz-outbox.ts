import type { QuizAnswerBody } from '@congres/contracts';
import type { DBSchema } from 'idb';
import type { ApiResult } from '../../lib/api-result';
import { lazyDatabase } from '../../lib/lazy-database';

/**
 * Answers not yet received by the server (decision 093): kept in IndexedDB (local storage holds
 * the token only, spec section 3), per account and quiz, so that a reload or a closed tab loses
 * nothing; sent again when the network returns, for as long as the quiz is open.
 */
export interface KeptAnswers {
  /** `${userId}:${quizId}`. */
  key: string;
  userId: string;
  quizId: string;
  answers: QuizAnswerBody['answers'];
  /** ISO 8601: when the attendee pressed "Envoyer". */
  keptAt: string;
}

interface OutboxSchema extends DBSchema {
  answers: { key: string; value: KeptAnswers };
}

export const QUIZ_OUTBOX_DB = 'congres-quiz-outbox';
const database = lazyDatabase<OutboxSchema>(QUIZ_OUTBOX_DB, 1, (db) => {
  db.createObjectStore('answers', { keyPath: 'key' });
});

const keyOf = (userId: string, quizId: string) => `${userId}:${quizId}`;

export async function keepAnswers(userId: string, quizId: string, answers: QuizAnswerBody['answers']): Promise<void> {
  const db = await database.db();
  await db.put('answers', { key: keyOf(userId, quizId), userId, quizId, answers, keptAt: new Date().toISOString() });
}

export async function keptAnswers(userId: string, quizId: string): Promise<KeptAnswers | undefined> {
  return (await database.db()).get('answers', keyOf(userId, quizId));
}

export async function dropAnswers(userId: string, quizId: string): Promise<void> {
  await (await database.db()).delete('answers', keyOf(userId, quizId));
}

/** Lets go of the database (tests: a new device's). */
export const closeQuizOutbox = () => database.close();

/** What became of kept answers after a try: the states the form says in French. */
export type Delivery =
  | { state: 'sent' }
  | { state: 'pending' }
  | { state: 'already' }
  | { state: 'closed'; message: string }
  | { state: 'refused'; message: string };

/**
 * Tries to send kept answers once. Received (201) or settled by the server (already answered,
 * closed, not fitting the questions any more): they leave the outbox. No answer, or a session to
 * renew: they stay, for the next try.
 */
export async function deliver(
  kept: KeptAnswers,
  send: (answers: QuizAnswerBody['answers']) => Promise<ApiResult<unknown>>,
): Promise<Delivery> {
  const result = await send(kept.answers);
  if (!result.ok && (result.status === 0 || result.status === 401 || result.status >= 500)) return { state: 'pending' };
  await dropAnswers(kept.userId, kept.quizId);
  if (result.ok) return { state: 'sent' };
  if (result.status === 409) return { state: 'already' };
  if (result.status === 403) return { state: 'closed', message: result.message };
  return { state: 'refused', message: result.message };
}
