import {
  compareQuestions,
  type Poll,
  type PollVotesEvent,
  type Question,
  type QuestionVotesEvent,
} from '@congres/contracts/room';

/**
 * A slot's questions and polls as a page shows them, and the tally of the last count applied to
 * each (decision 118): counts come from several instances in any order, and only one with a
 * higher tally than the last one replaces it. Pure functions: the hook holds the state.
 */
export interface RoomLists {
  questions: Question[];
  polls: Poll[];
  /** By question id, then by poll id: the tally of the count shown. */
  questionTallies: Readonly<Record<number, number>>;
  pollTallies: Readonly<Record<number, number>>;
}

export const EMPTY_ROOM: RoomLists = { questions: [], polls: [], questionTallies: {}, pollTallies: {} };

/** A question heard live or answered to this page: upserted, the caller's own flags kept, the order kept. */
export function withQuestion(lists: RoomLists, question: Question): RoomLists {
  const known = lists.questions.find((q) => q.id === question.id);
  const merged: Question = {
    ...question,
    ...(known?.mine === undefined ? {} : { mine: known.mine }),
    ...(known?.voted === undefined ? {} : { voted: known.voted }),
  };
  const questions = [...lists.questions.filter((q) => q.id !== question.id), merged].sort(compareQuestions);
  return { ...lists, questions };
}

export function withoutQuestion(lists: RoomLists, id: number): RoomLists {
  return { ...lists, questions: lists.questions.filter((q) => q.id !== id) };
}

/** A count heard live: applied when its tally is newer than the one shown. */
export function withQuestionVotes(lists: RoomLists, event: QuestionVotesEvent): RoomLists {
  if ((lists.questionTallies[event.id] ?? -1) >= event.tally) return lists;
  const questionTallies = { ...lists.questionTallies, [event.id]: event.tally };
  const questions = lists.questions
    .map((q) => (q.id === event.id ? { ...q, votes: event.votes } : q))
    .sort(compareQuestions);
  return { ...lists, questions, questionTallies };
}

/** The caller's own vote, given or taken back, with the count the server answered. */
export function withOwnVote(lists: RoomLists, id: number, voted: boolean, votes: number): RoomLists {
  const questions = lists.questions.map((q) => (q.id === id ? { ...q, voted, votes } : q)).sort(compareQuestions);
  return { ...lists, questions };
}

/** A poll heard live (opened, closed): upserted with the caller's vote kept, in the order written. */
export function withPoll(lists: RoomLists, poll: Poll): RoomLists {
  const known = lists.polls.find((p) => p.id === poll.id);
  const merged: Poll = { ...poll, ...(known?.voted === undefined ? {} : { voted: known.voted }) };
  const polls = [...lists.polls.filter((p) => p.id !== poll.id), merged].sort((a, b) => a.id - b.id);
  return { ...lists, polls };
}

export function withPollVotes(lists: RoomLists, event: PollVotesEvent): RoomLists {
  if ((lists.pollTallies[event.id] ?? -1) >= event.tally) return lists;
  const pollTallies = { ...lists.pollTallies, [event.id]: event.tally };
  const polls = lists.polls.map((p) =>
    p.id === event.id
      ? { ...p, choices: p.choices.map((choice, index) => ({ ...choice, votes: event.votes[index] ?? choice.votes })) }
      : p,
  );
  return { ...lists, polls, pollTallies };
}

/**
 * The caller's own poll vote: marked at once; its count comes with the next live count (within
 * a second), never added here, so that it is not counted twice when the count came first.
 */
export function withOwnPollVote(lists: RoomLists, id: number, choice: number): RoomLists {
  return { ...lists, polls: lists.polls.map((p) => (p.id === id ? { ...p, voted: choice } : p)) };
}

/** The pinned question, the one being asked now, if it is listed. */
export function pinnedQuestion(lists: RoomLists): Question | undefined {
  return lists.questions.find((q) => q.pinned);
}
