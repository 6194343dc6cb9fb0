import type { Poll, Question } from '@congres/contracts/room';

/** A question of slot 05 as the API lists it, for the room's unit tests. */
export const aQuestion = (id: number, votes: number, extra: Partial<Question> = {}): Question => ({
  id,
  slotId: '05',
  text: `Question numéro ${id}`,
  votes,
  state: 'shown',
  pinned: false,
  askedAt: `2025-05-23T08:0${id}:00.000Z`,
  author: null,
  ...extra,
});

/** An open poll of slot 05, two choices. */
export const aPoll = (extra: Partial<Poll> = {}): Poll => ({
  id: 7,
  slotId: '05',
  question: 'Oui ou non ?',
  state: 'open',
  choices: [
    { label: 'Oui', votes: 0 },
    { label: 'Non', votes: 0 },
  ],
  ...extra,
});
