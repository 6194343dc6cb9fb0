import { Type, type Static } from 'typebox';
import { plainTextFlaw, plainTextLength } from './plain-text.js';

/**
 * Questions from the room (decision 118): per programme slot, an attendee asks, others vote,
 * organisers moderate. `GET /api/questions?slot={slotId}` lists a slot's questions, most voted
 * first, then the earliest asked.
 */
export const QUESTIONS_PATH = '/api/questions';

/** The longest question, in characters (code points) after trimming. */
export const QUESTION_MAX_LENGTH = 280;

/**
 * A question's state. `pending`: waiting for an organiser (QUESTIONS_APPROVAL=true), seen by its
 * asker and the organisers only; `shown` and `answered`: seen by everyone; `hidden`: taken off by
 * an organiser, seen by the organisers only.
 */
export const QuestionState = Type.Union([
  Type.Literal('pending'),
  Type.Literal('shown'),
  Type.Literal('answered'),
  Type.Literal('hidden'),
]);
export type QuestionState = Static<typeof QuestionState>;

/** The states anyone sees; the others only the asker (pending) and the organisers. */
export const PUBLIC_QUESTION_STATES: readonly QuestionState[] = ['shown', 'answered'];

/**
 * One question as the list gives it. `author` is the asker's display name when they signed it,
 * else null (organisers see it only when signed too: anonymity is why people ask from a phone).
 * `votes` counts the accounts that voted. `mine` and `voted` come with a signed-in caller only.
 */
export const Question = Type.Object({
  id: Type.Integer(),
  slotId: Type.String(),
  text: Type.String(),
  votes: Type.Integer({ minimum: 0 }),
  state: QuestionState,
  pinned: Type.Boolean(),
  /** ISO 8601, UTC. */
  askedAt: Type.String(),
  author: Type.Union([Type.String(), Type.Null()]),
  mine: Type.Optional(Type.Boolean()),
  voted: Type.Optional(Type.Boolean()),
});
export type Question = Static<typeof Question>;

export const QuestionList = Type.Array(Question);
export type QuestionList = Static<typeof QuestionList>;

/** `?slot=` of GET /api/questions: checked against the programme by the route (a French 400 or 404). */
export const QuestionListQuery = Type.Object({ slot: Type.Optional(Type.String()) });
export type QuestionListQuery = Static<typeof QuestionListQuery>;

/** POST /api/questions (signed in). The text is checked by the route after trimming. */
export const AskQuestionBody = Type.Object({
  slotId: Type.String(),
  text: Type.String(),
  signed: Type.Optional(Type.Boolean()),
});
export type AskQuestionBody = Static<typeof AskQuestionBody>;

/** 201 answer of POST /api/questions: `pending` while an organiser has not approved it. */
export const AskedQuestion = Type.Object({ id: Type.Integer(), state: QuestionState });
export type AskedQuestion = Static<typeof AskedQuestion>;

/** PUT and DELETE /api/questions/{id}/vote: the question's count after the vote. */
export const QuestionVotes = Type.Object({ votes: Type.Integer({ minimum: 0 }) });
export type QuestionVotes = Static<typeof QuestionVotes>;

/** PATCH /api/questions/{id} (organisers): at least one of the two. */
export const ModerateQuestionBody = Type.Object({
  state: Type.Optional(Type.Union([Type.Literal('shown'), Type.Literal('answered'), Type.Literal('hidden')])),
  pinned: Type.Optional(Type.Boolean()),
});
export type ModerateQuestionBody = Static<typeof ModerateQuestionBody>;

/** Path of /api/questions/{id}…: checked by the route (404 for anything but an id). */
export const QuestionIdParams = Type.Object({ id: Type.String() });
export type QuestionIdParams = Static<typeof QuestionIdParams>;

/**
 * The live events of the questions (the stream, decision 057): a question as everyone sees it
 * (asked, approved, answered, pinned), one no longer seen (hidden, or gone with its account), and
 * a count. Counts are sent at most a few times a second per question, each with `tally`, the
 * number of vote changes it counts: a phone keeps the count of the highest tally, whatever order
 * the instances' events arrive in.
 */
export const QuestionVotesEvent = Type.Object({
  id: Type.Integer(),
  slotId: Type.String(),
  votes: Type.Integer({ minimum: 0 }),
  tally: Type.Integer({ minimum: 0 }),
});
export type QuestionVotesEvent = Static<typeof QuestionVotesEvent>;
export interface QuestionRemovedEvent {
  id: number;
  slotId: string;
}
/** What the organisers' streams alone carry: a question's id and slot (they read it again, every state). */
export interface QuestionReviewedEvent {
  id: number;
  slotId: string;
}

export const NO_SLOT_CHOSEN =
  'Aucune séance choisie : ajoutez ?slot= suivi de l’identifiant d’une séance du programme.';
export const UNKNOWN_QUESTION_SLOT = (id: string) =>
  `La séance « ${id.slice(0, 24)} » n’est pas au programme : rechargez la page des questions, puis choisissez une séance.`;
export const EMPTY_QUESTION = 'La question est vide : écrivez-la avant de l’envoyer.';
export const QUESTION_TOO_LONG = (length: number) =>
  `La question fait ${length} caractères : raccourcissez-la à ${QUESTION_MAX_LENGTH} caractères au plus.`;
export const QUESTION_CONTROL =
  'La question contient des caractères invisibles non autorisés : retapez-la sans copier-coller (les retours à la ligne sont permis).';
export const QUESTION_MARKUP =
  'La question contient du code HTML (un « < » suivi d’une lettre) : écrivez-la en texte simple.';
export const QUESTION_NOT_FOUND = 'Cette question n’existe pas ou a été retirée : rechargez la liste des questions.';
export const OWN_QUESTION_VOTE = 'Vous ne pouvez pas voter pour votre propre question.';
export const EMPTY_MODERATION = 'Rien à changer : envoyez « state » ou « pinned ».';
export const PIN_NOT_SHOWN =
  'Une question masquée ou en attente ne peut pas être épinglée : affichez-la d’abord (« state »: « shown »).';

/**
 * The French refusal of a question's text, or undefined when it may be asked: 1 to 280
 * characters once trimmed, no control character but line breaks, no HTML. The server checks
 * it; the phone says it before sending.
 */
export function questionTextProblem(text: string): string | undefined {
  const length = plainTextLength(text);
  if (length === 0) return EMPTY_QUESTION;
  if (length > QUESTION_MAX_LENGTH) return QUESTION_TOO_LONG(length);
  // After the length: the patterns run on 280 characters at most.
  const flaw = plainTextFlaw(text.trim());
  return flaw === undefined ? undefined : flaw === 'control' ? QUESTION_CONTROL : QUESTION_MARKUP;
}

/** The order of the list: the most voted first, then the earliest asked (then by id, the order asked). */
export function compareQuestions(a: Question, b: Question): number {
  return b.votes - a.votes || a.askedAt.localeCompare(b.askedAt) || a.id - b.id;
}
