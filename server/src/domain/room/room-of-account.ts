import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

/**
 * What the room keeps of an account (decision 118), for its export: the questions it asked (with
 * their state and whether it signed them), the questions it voted for, and its poll votes.
 */
export async function roomOfAccount(db: Kysely<Database>, userId: number) {
  const [asked, voted, polls] = await Promise.all([
    db
      .selectFrom('questions')
      .select(['id', 'slot_id', 'text', 'signed', 'state', 'asked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('question_votes')
      .select('question_id')
      .where('user_id', '=', userId)
      .orderBy('question_id')
      .execute(),
    db
      .selectFrom('poll_votes')
      .select(['poll_id', 'choice'])
      .where('user_id', '=', userId)
      .orderBy('poll_id')
      .execute(),
  ]);
  return {
    questionsAsked: asked.map((row) => ({
      id: Number(row.id),
      slotId: row.slot_id,
      text: row.text,
      signed: Number(row.signed) === 1,
      state: row.state,
      askedAt: row.asked_at,
    })),
    questionsVotedFor: voted.map((row) => Number(row.question_id)),
    pollVotes: polls.map((row) => ({ pollId: Number(row.poll_id), choice: Number(row.choice) })),
  };
}
