import { Type, type Static } from 'typebox';
import { plainTextFlaw, plainTextLength } from './plain-text.js';

/**
 * Polls of the room (decision 118): organisers write one for a slot (a question, 2 to 6
 * choices), open it, close it; each account votes once; the results stay with the slot.
 */
export const POLLS_PATH = '/api/polls';

export const POLL_QUESTION_MAX_LENGTH = 200;
export const POLL_CHOICE_MAX_LENGTH = 80;
export const POLL_CHOICES_MIN = 2;
export const POLL_CHOICES_MAX = 6;

/** `draft`: written, seen by organisers only; `open`: votes taken; `closed`: results only. */
export const PollState = Type.Union([Type.Literal('draft'), Type.Literal('open'), Type.Literal('closed')]);
export type PollState = Static<typeof PollState>;

export const PollChoice = Type.Object({ label: Type.String(), votes: Type.Integer({ minimum: 0 }) });
export type PollChoice = Static<typeof PollChoice>;

/** One poll as GET /api/polls lists it; `voted` (the caller's choice, or null) with a signed-in caller only. */
export const Poll = Type.Object({
  id: Type.Integer(),
  slotId: Type.String(),
  question: Type.String(),
  state: PollState,
  choices: Type.Array(PollChoice),
  voted: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
});
export type Poll = Static<typeof Poll>;

export const PollList = Type.Array(Poll);
export type PollList = Static<typeof PollList>;

/** POST /api/polls (organisers); lengths checked by the route after trimming. */
export const CreatePollBody = Type.Object({
  slotId: Type.String(),
  question: Type.String(),
  choices: Type.Array(Type.String()),
});
export type CreatePollBody = Static<typeof CreatePollBody>;

export const CreatedPoll = Type.Object({ id: Type.Integer() });
export type CreatedPoll = Static<typeof CreatedPoll>;

/** PUT /api/polls/{id}/vote (signed in): the index of the choice. */
export const PollVoteBody = Type.Object({ choice: Type.Integer() });
export type PollVoteBody = Static<typeof PollVoteBody>;

export const PollIdParams = Type.Object({ id: Type.String() });
export type PollIdParams = Static<typeof PollIdParams>;

/**
 * The live count of an open poll: each choice's votes, with `tally` (the votes taken so far, as
 * the questions' counts) so that a screen keeps the newest whatever order the events arrive in.
 */
export const PollVotesEvent = Type.Object({
  id: Type.Integer(),
  slotId: Type.String(),
  votes: Type.Array(Type.Integer({ minimum: 0 })),
  tally: Type.Integer({ minimum: 0 }),
});
export type PollVotesEvent = Static<typeof PollVotesEvent>;

export const EMPTY_POLL_QUESTION = 'La question du sondage est vide : écrivez-la.';
export const POLL_QUESTION_TOO_LONG = (length: number) =>
  `La question du sondage fait ${length} caractères : raccourcissez-la à ${POLL_QUESTION_MAX_LENGTH} caractères au plus.`;
export const POLL_CHOICE_COUNT = (count: number) =>
  `Le sondage a ${count} choix : il en faut de ${POLL_CHOICES_MIN} à ${POLL_CHOICES_MAX}.`;
export const BAD_POLL_CHOICE = (position: number) =>
  `Le choix ${position} est vide ou fait plus de ${POLL_CHOICE_MAX_LENGTH} caractères : corrigez-le.`;
export const SAME_POLL_CHOICES = 'Deux choix du sondage sont identiques : chaque choix doit être différent.';
export const POLL_TEXT_REFUSED =
  'Le sondage contient des caractères invisibles ou du code HTML : écrivez-le en texte simple.';
export const POLL_NOT_FOUND = 'Ce sondage n’existe pas : rechargez la page.';
export const POLL_NOT_OPEN = 'Ce sondage n’est pas ouvert : les votes ne sont pas pris en ce moment.';
export const POLL_ALREADY_VOTED = 'Vous avez déjà voté à ce sondage : un seul vote par personne.';
export const UNKNOWN_POLL_CHOICE = (count: number) =>
  `Ce choix n’existe pas : choisissez un numéro de 0 à ${count - 1}.`;
export const POLL_ALREADY_CLOSED = 'Ce sondage est clos : il ne peut pas être rouvert.';

/**
 * The French refusal of a poll as written, or undefined: a question of 1 to 200 characters, 2 to
 * 6 distinct choices of 1 to 80 (all trimmed), no control character nor HTML. The server checks
 * it; the organisers' form says it before sending.
 */
export function pollProblem({
  question,
  choices,
}: {
  question: string;
  choices: readonly string[];
}): string | undefined {
  const length = plainTextLength(question);
  if (length === 0) return EMPTY_POLL_QUESTION;
  if (length > POLL_QUESTION_MAX_LENGTH) return POLL_QUESTION_TOO_LONG(length);
  if (choices.length < POLL_CHOICES_MIN || choices.length > POLL_CHOICES_MAX) return POLL_CHOICE_COUNT(choices.length);
  const labels = choices.map((choice) => choice.trim());
  const bad = labels.findIndex((label) => label === '' || plainTextLength(label) > POLL_CHOICE_MAX_LENGTH);
  if (bad !== -1) return BAD_POLL_CHOICE(bad + 1);
  // After the lengths: the patterns run on a few hundred characters at most.
  if ([question.trim(), ...labels].some((text) => plainTextFlaw(text) !== undefined)) return POLL_TEXT_REFUSED;
  if (new Set(labels.map((label) => label.toLocaleLowerCase('fr'))).size !== labels.length) return SAME_POLL_CHOICES;
  return undefined;
}
