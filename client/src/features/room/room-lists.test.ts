import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOM,
  pinnedQuestion,
  withoutQuestion,
  withOwnPollVote,
  withOwnVote,
  withPoll,
  withPollVotes,
  withQuestion,
  withQuestionVotes,
} from './room-lists';
import { aPoll, aQuestion } from './test-fixtures';

const poll = aPoll();

describe('a slot’s lists kept from the live stream', () => {
  it('orders by votes, then the earliest asked, and keeps the caller’s flags when a question is heard again', () => {
    let lists = { ...EMPTY_ROOM, questions: [aQuestion(1, 0, { mine: true, voted: false }), aQuestion(2, 0)] };
    lists = withQuestion(lists, aQuestion(3, 2));
    expect(lists.questions.map((q) => q.id)).toEqual([3, 1, 2]);
    lists = withQuestion(lists, aQuestion(1, 0, { state: 'answered' }));
    expect(lists.questions.find((q) => q.id === 1)).toMatchObject({ state: 'answered', mine: true, voted: false });
    expect(withoutQuestion(lists, 3).questions.map((q) => q.id)).toEqual([1, 2]);
  });

  it('applies a count only when its tally is newer, whatever order the instances’ counts arrive in', () => {
    let lists = { ...EMPTY_ROOM, questions: [aQuestion(1, 0), aQuestion(2, 0)] };
    lists = withQuestionVotes(lists, { id: 2, slotId: '05', votes: 5, tally: 5 });
    expect(lists.questions.map((q) => [q.id, q.votes])).toEqual([
      [2, 5],
      [1, 0],
    ]);
    // An older count from another instance, arriving late: ignored.
    lists = withQuestionVotes(lists, { id: 2, slotId: '05', votes: 3, tally: 3 });
    expect(lists.questions[0]?.votes).toBe(5);
    lists = withQuestionVotes(lists, { id: 2, slotId: '05', votes: 4, tally: 6 });
    expect(lists.questions[0]?.votes).toBe(4);
  });

  it('marks the caller’s own vote with the server’s count, and finds the pinned question', () => {
    let lists = { ...EMPTY_ROOM, questions: [aQuestion(1, 0), aQuestion(2, 1, { pinned: true })] };
    lists = withOwnVote(lists, 1, true, 3);
    expect(lists.questions[0]).toMatchObject({ id: 1, voted: true, votes: 3 });
    expect(pinnedQuestion(lists)?.id).toBe(2);
  });

  it('fills a poll’s bars from its newest count, marks the caller’s vote without counting it twice', () => {
    let lists = withPoll(EMPTY_ROOM, poll);
    lists = withPollVotes(lists, { id: 7, slotId: '05', votes: [3, 1], tally: 4 });
    lists = withPollVotes(lists, { id: 7, slotId: '05', votes: [2, 1], tally: 3 });
    expect(lists.polls[0]?.choices.map((c) => c.votes)).toEqual([3, 1]);
    lists = withOwnPollVote(lists, 7, 1);
    expect(lists.polls[0]).toMatchObject({ voted: 1, choices: [{ votes: 3 }, { votes: 1 }] });
    // Closed later: the caller's vote stays marked.
    lists = withPoll(lists, {
      ...poll,
      state: 'closed',
      choices: [
        { label: 'Oui', votes: 3 },
        { label: 'Non', votes: 2 },
      ],
    });
    expect(lists.polls[0]).toMatchObject({ state: 'closed', voted: 1 });
  });
});
