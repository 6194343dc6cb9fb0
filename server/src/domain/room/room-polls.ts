import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { createLatestSender, type LatestSender } from '../../scheduling/latest-sender.js';
import { insertPoll, movePoll, pollFacts, pollWithCounts, recordPollVote } from './polls.js';
import { COUNT_EVERY_MS, type Publish } from './room-questions.js';

/** Why a poll's change or vote was refused: the routes turn each into its French answer. */
export type PollRefusal = 'not-found' | 'not-open' | 'already-voted' | 'already-closed';

/**
 * The polls' rules and their live events (decision 118): a draft is told to the organisers only,
 * an opening and a close to everyone with the counts, and the counts while open at most every
 * COUNT_EVERY_MS.
 */
export function createRoomPolls({
  db,
  publish,
  onError,
}: {
  db: Kysely<Database>;
  publish: Publish;
  onError: (error: unknown) => void;
}) {
  const tellPublic = async (id: number) => {
    const read = await pollWithCounts(db, id);
    if (read !== undefined && read.poll.state !== 'draft') await publish('poll-changed', read.poll);
  };
  const counts: LatestSender<number> = createLatestSender(
    async (id) => {
      const read = await pollWithCounts(db, id);
      if (read === undefined) return;
      const votes = read.poll.choices.map((choice) => choice.votes);
      await publish('poll-votes', { id, slotId: read.poll.slotId, votes, tally: read.tally });
    },
    COUNT_EVERY_MS,
    onError,
  );

  return {
    counts,

    /** Stores a checked poll as a draft (trimmed): the organisers' pages hear of it. */
    async create(poll: { slotId: string; question: string; choices: string[] }): Promise<number> {
      const id = await insertPoll(db, poll);
      await publish('poll-drafted', { id, slotId: poll.slotId });
      return id;
    },

    /** Opens a draft (an open poll stays open); a closed poll is not opened again: its results stand. */
    async open(id: number): Promise<true | PollRefusal> {
      const facts = await pollFacts(db, id);
      if (facts === undefined) return 'not-found';
      if (facts.state === 'closed') return 'already-closed';
      if (await movePoll(db, id, ['draft'], 'open')) await tellPublic(id);
      return true;
    },

    /** Closes a poll (a draft too: it never took votes); closing twice changes nothing. */
    async close(id: number): Promise<true | PollRefusal> {
      if ((await pollFacts(db, id)) === undefined) return 'not-found';
      if (await movePoll(db, id, ['draft', 'open'], 'closed')) await tellPublic(id);
      return true;
    },

    /** One vote per account, while the poll is open; a choice it does not have says how many it has. */
    async vote(id: number, userId: number, choice: number): Promise<true | PollRefusal | { choiceCount: number }> {
      const facts = await pollFacts(db, id);
      if (facts === undefined || facts.state === 'draft') return 'not-found';
      if (!Number.isInteger(choice) || choice < 0 || choice >= facts.choiceCount)
        return { choiceCount: facts.choiceCount };
      const outcome = await recordPollVote(db, id, userId, choice);
      if (outcome === 'closed') return 'not-open';
      if (outcome === 'already') return 'already-voted';
      counts.changed(id);
      return true;
    },
  };
}

export type RoomPolls = ReturnType<typeof createRoomPolls>;
