import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

/** A score over a phase: the right answers and the questions asked, summed over its quizzes. */
export interface PhaseScore {
  score: number;
  total: number;
}

export interface ParticipantScores {
  /** The "avant" quizzes; null when the participant answered none. */
  before: PhaseScore | null;
  /** The "après" quizzes; null when the participant answered none. */
  after: PhaseScore | null;
}

/**
 * A participant's QCM results before and after (decision 093), summed over the quizzes of each
 * phase: what their certificate prints and what "Mes résultats" shows. Scores are the ones kept
 * when the answers were sent, so a later edit of the questions changes no one's result.
 */
export async function participantScores(db: Kysely<Database>, userId: number): Promise<ParticipantScores> {
  const rows = await db
    .selectFrom('quiz_answers')
    .select(['phase', 'score', 'total'])
    .where('user_id', '=', userId)
    .execute();
  const sum = (phase: string): PhaseScore | null => {
    const ofPhase = rows.filter((row) => row.phase === phase);
    if (ofPhase.length === 0) return null;
    return {
      score: ofPhase.reduce((total, row) => total + Number(row.score), 0),
      total: ofPhase.reduce((total, row) => total + Number(row.total), 0),
    };
  };
  return { before: sum('avant'), after: sum('apres') };
}
