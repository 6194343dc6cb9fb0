import { type LiveEventData } from '@congres/contracts';
import {
  PUBLIC_QUESTION_STATES,
  type AskedQuestion,
  type ModerateQuestionBody,
  type QuestionState,
} from '@congres/contracts/room';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { createLatestSender, type LatestSender } from '../../scheduling/latest-sender.js';
import {
  insertQuestion,
  moderateQuestion,
  publicQuestion,
  publicQuestionsOf,
  questionCount,
  questionFacts,
  setVote,
} from './questions.js';

/** Sends an event on the live stream (app.live.publish). */
export type Publish = <N extends keyof LiveEventData>(type: N, data: LiveEventData[N]) => Promise<unknown>;

/**
 * How often a question's or a poll's count goes out at most, per instance (decision 118): a
 * phone sees each count within a second of the vote, and a thousand votes make a few events.
 */
export const COUNT_EVERY_MS = 250;

const isPublic = (state: QuestionState) => PUBLIC_QUESTION_STATES.includes(state);

/** Why a vote or a moderation was not made: the routes turn each into its French answer. */
export type QuestionRefusal = 'not-found' | 'own-question' | 'nothing-to-change' | 'pin-not-shown';

/**
 * The questions' rules and their live events (decision 118): what is asked, voted and moderated
 * is stored, then told to the open pages, everyone's public view on the public stream and what
 * only organisers may see on theirs.
 */
export function createRoomQuestions({
  db,
  publish,
  approval,
  onError,
}: {
  db: Kysely<Database>;
  publish: Publish;
  /** QUESTIONS_APPROVAL: a question waits for an organiser before anyone else sees it. */
  approval: boolean;
  onError: (error: unknown) => void;
}) {
  /** Tells everyone of a question as they see it now (or that it is gone from their view). */
  const tellPublic = async (id: number) => {
    const question = await publicQuestion(db, id);
    if (question !== undefined && isPublic(question.state)) await publish('question-changed', question);
  };
  const counts: LatestSender<number> = createLatestSender(
    async (id) => {
      const count = await questionCount(db, id);
      if (count !== undefined) await publish('question-votes', { id, ...count });
    },
    COUNT_EVERY_MS,
    onError,
  );

  return {
    approval,
    counts,

    /** Stores a checked question: shown at once, or waiting for an organiser (QUESTIONS_APPROVAL). */
    async ask(question: { slotId: string; userId: number; text: string; signed: boolean }): Promise<AskedQuestion> {
      const state: QuestionState = approval ? 'pending' : 'shown';
      const id = await insertQuestion(db, { ...question, state });
      if (state === 'pending') await publish('question-reviewed', { id, slotId: question.slotId });
      else await tellPublic(id);
      return { id, state };
    },

    /**
     * Gives or takes back a vote on a question everyone sees, not one's own; a second vote
     * changes nothing. The count after it; the open pages get it within COUNT_EVERY_MS.
     */
    async vote(id: number, userId: number, vote: boolean): Promise<{ votes: number } | QuestionRefusal> {
      const facts = await questionFacts(db, id);
      if (facts === undefined || !isPublic(facts.state)) return 'not-found';
      if (facts.userId === userId) return 'own-question';
      if (await setVote(db, id, userId, vote)) counts.changed(id);
      const count = await questionCount(db, id);
      return count === undefined ? 'not-found' : { votes: count.votes };
    },

    /**
     * An organiser's change: shown (approved), answered, hidden; pinned or not. Answering or
     * hiding unpins it unless `pinned` says otherwise; pinning unpins the slot's other one; only a
     * question everyone sees can be pinned.
     */
    async moderate(id: number, change: ModerateQuestionBody): Promise<true | QuestionRefusal> {
      if (change.state === undefined && change.pinned === undefined) return 'nothing-to-change';
      const facts = await questionFacts(db, id);
      if (facts === undefined) return 'not-found';
      const state = change.state ?? facts.state;
      const leaves = state !== facts.state && (state === 'answered' || !isPublic(state));
      const pinned = change.pinned ?? (leaves ? false : facts.pinned);
      if (pinned && !isPublic(state)) return 'pin-not-shown';
      const unpinned = await moderateQuestion(db, id, facts.slotId, { state, pinned });
      for (const other of unpinned) await tellPublic(other);
      if (isPublic(state)) await tellPublic(id);
      else if (isPublic(facts.state)) await publish('question-removed', { id, slotId: facts.slotId });
      if (!isPublic(state) || !isPublic(facts.state)) await publish('question-reviewed', { id, slotId: facts.slotId });
      return true;
    },

    /**
     * Before an account is erased: its questions everyone sees; give them to `erased` once it is
     * done, and the open pages drop them. Its votes stay, anonymous (decision 120): no count changes.
     */
    async beforeErasure(userId: number) {
      return publicQuestionsOf(db, userId);
    },
    async erased(asked: { id: number; slotId: string }[]) {
      for (const question of asked) await publish('question-removed', question);
    },
  };
}

export type RoomQuestions = ReturnType<typeof createRoomQuestions>;
