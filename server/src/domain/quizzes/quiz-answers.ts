import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { QuizResultsById } from './quiz-scoring.js';

type Db = Kysely<Database>;

export interface NewQuizAnswer {
  quizId: string;
  phase: string;
  userId: number;
  participantName: string;
  answers: Record<string, number[]>;
  results: QuizResultsById;
  score: number;
  total: number;
}

/** Stores an answer; null when this account had already answered the quiz (one answer each, decision 093). */
export async function saveQuizAnswer(db: Db, answer: NewQuizAnswer): Promise<{ submittedAt: string } | null> {
  try {
    const row = await db
      .insertInto('quiz_answers')
      .values({
        quiz_id: answer.quizId,
        phase: answer.phase,
        user_id: answer.userId,
        participant_name: answer.participantName,
        answers: JSON.stringify(answer.answers),
        results: JSON.stringify(answer.results),
        score: answer.score,
        total: answer.total,
      })
      .returning('submitted_at')
      .executeTakeFirstOrThrow();
    return { submittedAt: row.submitted_at };
  } catch (error) {
    // The unique index (quiz, account) settles two sends at once: the second is refused.
    const code = (error as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
    throw error;
  }
}

export async function hasAnswered(db: Db, quizId: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quiz_answers')
    .select('id')
    .where('quiz_id', '=', quizId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the quizzes this account answered. */
export async function answeredQuizIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('quiz_answers').select('quiz_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.quiz_id);
}

export interface StoredQuizAnswer {
  /** Null once the account is deleted (the evidence stays, with the name). */
  userId: number | null;
  participantName: string;
  phase: string;
  results: QuizResultsById;
  score: number;
  total: number;
}

/** Every answer kept, oldest first. */
export async function allQuizAnswers(db: Db): Promise<StoredQuizAnswer[]> {
  const rows = await db
    .selectFrom('quiz_answers')
    .select(['user_id', 'participant_name', 'phase', 'results', 'score', 'total'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id === null ? null : Number(row.user_id),
    participantName: row.participant_name,
    phase: row.phase,
    results: JSON.parse(row.results) as QuizResultsById,
    score: Number(row.score),
    total: Number(row.total),
  }));
}
