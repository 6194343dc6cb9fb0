import type { Question, QuestionState } from '@congres/contracts/room';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

type Db = Kysely<Database>;

/** Who reads a list: anyone, a signed-in attendee (their own waiting questions, their votes), or an organiser (every state). */
export interface QuestionReader {
  userId: number | null;
  organiser: boolean;
}

/** The most questions a slot lists: a long talk's worth, many times over. */
export const QUESTIONS_LISTED = 500;

const NOBODY: QuestionReader = { userId: null, organiser: false };

/** The columns of a question as the list gives it, with its count and, for a reader, whether they voted. */
function selectQuestions(db: Db, reader: QuestionReader) {
  const userId = reader.userId ?? 0;
  return db
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select((eb) => [
      'q.id',
      'q.slot_id',
      'q.text',
      'q.signed',
      'q.state',
      'q.pinned',
      'q.asked_at',
      'q.user_id',
      'u.username',
      eb
        .selectFrom('question_votes as v')
        .select(eb.fn.countAll().as('n'))
        .whereRef('v.question_id', '=', 'q.id')
        .as('votes'),
      eb
        .exists(
          eb
            .selectFrom('question_votes as mine')
            .select('mine.user_id')
            .whereRef('mine.question_id', '=', 'q.id')
            .where('mine.user_id', '=', userId),
        )
        .as('voted'),
    ]);
}

type QuestionRow = Awaited<ReturnType<ReturnType<typeof selectQuestions>['executeTakeFirstOrThrow']>>;

function toQuestion(row: QuestionRow, reader: QuestionReader): Question {
  const question: Question = {
    id: Number(row.id),
    slotId: row.slot_id,
    text: row.text,
    votes: Number(row.votes ?? 0),
    state: row.state,
    pinned: Number(row.pinned) === 1,
    askedAt: row.asked_at,
    // Anonymous unless signed, for organisers too: anonymity is why one asks from a phone.
    author: Number(row.signed) === 1 ? row.username : null,
  };
  if (reader.userId === null) return question;
  // SQLite says 0 or 1, PostgreSQL true or false.
  return { ...question, mine: Number(row.user_id) === reader.userId, voted: Boolean(Number(row.voted)) };
}

/**
 * A slot's questions that `reader` may see, the most voted first, then the earliest asked: shown
 * and answered ones for everyone, the reader's own waiting ones too, every state for organisers.
 */
export async function listQuestions(db: Db, slotId: string, reader: QuestionReader): Promise<Question[]> {
  let query = selectQuestions(db, reader).where('q.slot_id', '=', slotId);
  if (!reader.organiser) {
    query = query.where((eb) =>
      eb.or([
        eb('q.state', 'in', ['shown', 'answered']),
        eb.and([eb('q.state', '=', 'pending'), eb('q.user_id', '=', reader.userId ?? 0)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('votes', 'desc')
    .orderBy('q.asked_at', 'asc')
    .orderBy('q.id', 'asc')
    .limit(QUESTIONS_LISTED)
    .execute();
  return rows.map((row) => toQuestion(row, reader));
}

/** One question as everyone sees it (no `mine` nor `voted`), whatever its state; undefined when gone. */
export async function publicQuestion(db: Db, id: number): Promise<Question | undefined> {
  const row = await selectQuestions(db, NOBODY).where('q.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toQuestion(row, NOBODY);
}

/** What the rules need of a question: its slot, asker, state and pin. */
export async function questionFacts(
  db: Db,
  id: number,
): Promise<{ slotId: string; userId: number; state: QuestionState; pinned: boolean } | undefined> {
  const row = await db
    .selectFrom('questions')
    .select(['slot_id', 'user_id', 'state', 'pinned'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { slotId: row.slot_id, userId: Number(row.user_id), state: row.state, pinned: Number(row.pinned) === 1 };
}

/** Stores an already checked and trimmed question; its id. */
export async function insertQuestion(
  db: Db,
  question: { slotId: string; userId: number; text: string; signed: boolean; state: QuestionState },
): Promise<number> {
  const row = await db
    .insertInto('questions')
    .values({
      slot_id: question.slotId,
      user_id: question.userId,
      text: question.text,
      signed: question.signed ? 1 : 0,
      state: question.state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Gives (`vote: true`) or takes back the vote of `userId`: the primary key counts it once,
 * whatever arrives at the same time; a change counts up the question's `vote_changes` in the
 * same transaction. Whether anything changed.
 */
export function setVote(db: Db, questionId: number, userId: number, vote: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = vote
      ? await trx
          .insertInto('question_votes')
          .values({ question_id: questionId, user_id: userId })
          .onConflict((oc) => oc.columns(['question_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst()
      : await trx
          .deleteFrom('question_votes')
          .where('question_id', '=', questionId)
          .where('user_id', '=', userId)
          .returning('user_id')
          .executeTakeFirst();
    if (changed === undefined) return false;
    await trx
      .updateTable('questions')
      .set((eb) => ({ vote_changes: eb('vote_changes', '+', 1) }))
      .where('id', '=', questionId)
      .execute();
    return true;
  });
}

/**
 * A question's count and the number of vote changes it counts, read in one statement (one
 * snapshot on both databases): a higher tally never comes with an older count.
 */
export async function questionCount(
  db: Db,
  id: number,
): Promise<{ slotId: string; votes: number; tally: number } | undefined> {
  const row = await db
    .selectFrom('questions as q')
    .select((eb) => [
      'q.slot_id',
      'q.vote_changes',
      eb
        .selectFrom('question_votes as v')
        .select(eb.fn.countAll().as('n'))
        .whereRef('v.question_id', '=', 'q.id')
        .as('votes'),
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { slotId: row.slot_id, votes: Number(row.votes ?? 0), tally: Number(row.vote_changes) };
}

/**
 * Sets a question's state and pin; pinning it unpins the slot's other pinned question, in the
 * same transaction (one question is asked at a time). The ids unpinned that way.
 */
export function moderateQuestion(
  db: Db,
  id: number,
  slotId: string,
  next: { state: QuestionState; pinned: boolean },
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const unpinned = next.pinned
      ? await trx
          .updateTable('questions')
          .set({ pinned: 0 })
          .where('slot_id', '=', slotId)
          .where('pinned', '=', 1)
          .where('id', '!=', id)
          .returning('id')
          .execute()
      : [];
    await trx
      .updateTable('questions')
      .set({ state: next.state, pinned: next.pinned ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    return unpinned.map((row) => Number(row.id));
  });
}

/** The ids and slots of an account's questions everyone sees: what its erasure takes off the open pages. */
export async function publicQuestionsOf(db: Db, userId: number): Promise<{ id: number; slotId: string }[]> {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'slot_id'])
    .where('user_id', '=', userId)
    .where('state', 'in', ['shown', 'answered'])
    .execute();
  return rows.map((row) => ({ id: Number(row.id), slotId: row.slot_id }));
}
