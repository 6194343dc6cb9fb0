import type { Poll, PollState } from '@congres/contracts/room';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';

type Db = Kysely<Database>;

/** The most polls a slot lists. */
export const POLLS_LISTED = 50;

interface PollRow {
  id: number;
  slot_id: string;
  question: string;
  choices: string;
  state: PollState;
}

/** Each choice's votes, in the order of the choices, from the rows counted per choice. */
function countsOf(choiceCount: number, counted: { choice: number; n: unknown }[]): number[] {
  const votes = new Array<number>(choiceCount).fill(0);
  for (const { choice, n } of counted) if (choice >= 0 && choice < choiceCount) votes[choice] = Number(n);
  return votes;
}

function toPoll(row: PollRow, votes: number[]): Poll {
  const labels = JSON.parse(row.choices) as string[];
  return {
    id: Number(row.id),
    slotId: row.slot_id,
    question: row.question,
    state: row.state,
    choices: labels.map((label, index) => ({ label, votes: votes[index] ?? 0 })),
  };
}

async function countedChoices(db: Db, pollIds: number[]) {
  if (pollIds.length === 0) return [];
  return db
    .selectFrom('poll_votes')
    .select((eb) => ['poll_id', 'choice', eb.fn.countAll().as('n')])
    .where('poll_id', 'in', pollIds)
    .groupBy(['poll_id', 'choice'])
    .execute();
}

/**
 * A slot's polls, the earliest written first, with their counts: open and closed ones for
 * everyone, drafts for organisers too; with a signed-in reader, the choice they voted (or null).
 */
export async function listPolls(
  db: Db,
  slotId: string,
  reader: { userId: number | null; organiser: boolean },
): Promise<Poll[]> {
  let query = db
    .selectFrom('polls')
    .select(['id', 'slot_id', 'question', 'choices', 'state'])
    .where('slot_id', '=', slotId);
  if (!reader.organiser) query = query.where('state', 'in', ['open', 'closed']);
  const rows = await query.orderBy('id', 'asc').limit(POLLS_LISTED).execute();
  const ids = rows.map((row) => Number(row.id));
  const counted = await countedChoices(db, ids);
  const mine =
    reader.userId === null || ids.length === 0
      ? []
      : await db
          .selectFrom('poll_votes')
          .select(['poll_id', 'choice'])
          .where('poll_id', 'in', ids)
          .where('user_id', '=', reader.userId)
          .execute();
  return rows.map((row) => {
    const id = Number(row.id);
    const poll = toPoll(
      row,
      countsOf(
        (JSON.parse(row.choices) as string[]).length,
        counted.filter((c) => Number(c.poll_id) === id),
      ),
    );
    if (reader.userId === null) return poll;
    const voted = mine.find((vote) => Number(vote.poll_id) === id);
    return { ...poll, voted: voted === undefined ? null : Number(voted.choice) };
  });
}

/**
 * One poll with its counts and their tally (the vote changes so far). The tally is read first,
 * the counts after: they hold at least the votes it counts, so the phones, which keep the highest
 * tally (decision 118), end on the counts read after the last vote. No transaction: on SQLite it
 * would hold the one connection the votes need.
 */
export async function pollWithCounts(db: Db, id: number): Promise<{ poll: Poll; tally: number } | undefined> {
  const row = await db
    .selectFrom('polls')
    .select(['id', 'slot_id', 'question', 'choices', 'state', 'vote_changes'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const counted = await countedChoices(db, [id]);
  const votes = countsOf((JSON.parse(row.choices) as string[]).length, counted);
  return { poll: toPoll(row, votes), tally: Number(row.vote_changes) };
}

/** Stores an already checked poll as a draft; its id. */
export async function insertPoll(
  db: Db,
  poll: { slotId: string; question: string; choices: string[] },
): Promise<number> {
  const row = await db
    .insertInto('polls')
    .values({ slot_id: poll.slotId, question: poll.question, choices: JSON.stringify(poll.choices), state: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Moves a poll to `state` from one of `from`; false when it is not in one of them (or gone). */
export async function movePoll(db: Db, id: number, from: PollState[], state: PollState): Promise<boolean> {
  const result = await db
    .updateTable('polls')
    .set({ state })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What voting needs to know of a poll: its state and number of choices. */
export async function pollFacts(
  db: Db,
  id: number,
): Promise<{ slotId: string; state: PollState; choiceCount: number } | undefined> {
  const row = await db
    .selectFrom('polls')
    .select(['slot_id', 'state', 'choices'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { slotId: row.slot_id, state: row.state, choiceCount: (JSON.parse(row.choices) as string[]).length };
}

/**
 * Records the vote of `userId` while the poll is open: once per account (the primary key,
 * whatever arrives at the same time), counted up in the same transaction. `voted`, `already`
 * (this account voted before) or `closed` (not open, at the moment of the write).
 */
export function recordPollVote(
  db: Db,
  id: number,
  userId: number,
  choice: number,
): Promise<'voted' | 'already' | 'closed'> {
  return db
    .transaction()
    .execute(async (trx) => {
      // Counting up first takes the poll's row: a close waits for the vote, or the vote sees the close.
      const open = await trx
        .updateTable('polls')
        .set((eb) => ({ vote_changes: eb('vote_changes', '+', 1) }))
        .where('id', '=', id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      if (Number(open.numUpdatedRows) === 0) return 'closed';
      const inserted = await trx
        .insertInto('poll_votes')
        .values({ poll_id: id, user_id: userId, choice })
        .onConflict((oc) => oc.columns(['poll_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (inserted !== undefined) return 'voted';
      // Nothing was counted: the count up is undone with the rest.
      throw new AlreadyVoted();
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyVoted) return 'already' as const;
      throw error;
    });
}

/** Rolls a vote's transaction back when the account had voted already. */
class AlreadyVoted extends Error {}
