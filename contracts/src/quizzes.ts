import { Type, type Static } from 'typebox';
import { QUIZ_MAX_CHOICES, QUIZ_MAX_QUESTIONS, QUIZ_PHASES } from './content-quiz.js';

/**
 * The QCM written in the site (decision 093): attendees answer once, before and after; organisers
 * read per question, per objective and per participant. The right answers never leave the server
 * before the answers are in.
 */
export const QUIZZES_PATH = '/api/quizzes';
/** GET: the signed-in attendee's own answers and, once the last QCM is done, their scores. */
export const QUIZ_MINE_PATH = '/api/quizzes/mine';
/** GET (organisers): the results; `.csv` the same as a spreadsheet. */
export const QUIZ_RESULTS_PATH = '/api/quizzes/results';
export const QUIZ_RESULTS_CSV_PATH = '/api/quizzes/results.csv';

export const QuizIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type QuizIdParams = Static<typeof QuizIdParams>;

/** GET /api/quizzes/{id} (signed in, while open): the questions without their right answers. */
export const QuizForm = Type.Object({
  id: Type.String(),
  label: Type.String(),
  phase: Type.Enum(QUIZ_PHASES),
  /** ISO 8601, UTC; null: open until the organisers change it. */
  closesAt: Type.Union([Type.String(), Type.Null()]),
  /** True when this account has already answered: the form is not shown again. */
  answered: Type.Boolean(),
  questions: Type.Array(
    Type.Object({
      id: Type.String(),
      text: Type.String(),
      choices: Type.Array(Type.String()),
      /** Whether more than one choice may be right (the form shows boxes rather than radio buttons). */
      multiple: Type.Boolean(),
    }),
  ),
});
export type QuizForm = Static<typeof QuizForm>;

/** POST /api/quizzes/{id}/answers: per question id, the indexes of the choices picked. */
export const QuizAnswerBody = Type.Object({
  answers: Type.Record(
    Type.String({ maxLength: 24 }),
    Type.Array(Type.Integer({ minimum: 0, maximum: QUIZ_MAX_CHOICES - 1 }), { maxItems: QUIZ_MAX_CHOICES }),
    { maxProperties: QUIZ_MAX_QUESTIONS },
  ),
});
export type QuizAnswerBody = Static<typeof QuizAnswerBody>;

/** 201: the answers are kept (the score comes with "Mes résultats", after the last QCM). */
export const QuizAnswerReceipt = Type.Object({ quizId: Type.String(), submittedAt: Type.String() });
export type QuizAnswerReceipt = Static<typeof QuizAnswerReceipt>;

export const PhaseScore = Type.Object({ score: Type.Integer(), total: Type.Integer() });
export type PhaseScoreBody = Static<typeof PhaseScore>;
const MaybeScore = Type.Union([PhaseScore, Type.Null()]);

/** GET /api/quizzes/mine. */
export const MyQuizResults = Type.Object({
  /** The ids of the quizzes this account answered. */
  answered: Type.Array(Type.String()),
  /** True once the last QCM of the site is answered or closed: the scores are then given. */
  ready: Type.Boolean(),
  before: MaybeScore,
  after: MaybeScore,
});
export type MyQuizResults = Static<typeof MyQuizResults>;

/** Right answers over answers given, for one phase. */
export const Share = Type.Object({ right: Type.Integer(), answered: Type.Integer() });
export type Share = Static<typeof Share>;
const MaybeShare = Type.Union([Share, Type.Null()]);

/** GET /api/quizzes/results (organisers). */
export const QuizResults = Type.Object({
  questions: Type.Array(
    Type.Object({
      id: Type.String(),
      text: Type.String(),
      objective: Type.String(),
      before: MaybeShare,
      after: MaybeShare,
    }),
  ),
  /** `gain`: the share of right answers after minus before, in percentage points; null without both. */
  objectives: Type.Array(
    Type.Object({
      objective: Type.String(),
      before: MaybeShare,
      after: MaybeShare,
      gain: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  participants: Type.Array(Type.Object({ name: Type.String(), before: MaybeScore, after: MaybeScore })),
});
export type QuizResults = Static<typeof QuizResults>;

export const QUIZ_NOT_FOUND = 'Ce QCM n’existe pas ou n’est pas rempli sur le site : revenez à la page Quizz.';
export const QUIZ_NOT_OPEN = (opening: string) =>
  `Ce QCM n’est pas encore ouvert : il ouvre le ${opening} (heure de Bordeaux). Revenez à ce moment-là.`;
export const QUIZ_CLOSED = 'Ce QCM est fermé : les réponses ne sont plus acceptées.';
export const QUIZ_ALREADY_ANSWERED = 'Vous avez déjà répondu à ce QCM : une seule réponse par participant.';
export const QUIZ_UNKNOWN_QUESTION = 'Une réponse vise une question que ce QCM ne pose pas : rechargez la page du QCM.';
export const QUIZ_MISSING_ANSWER = 'Répondez à chaque question avant d’envoyer (au moins un choix par question).';
export const QUIZ_BAD_CHOICE =
  'Une réponse choisit une proposition qui n’existe pas ou la même deux fois : rechargez la page du QCM.';
export const QUIZ_ONE_CHOICE = 'Une question à une seule bonne réponse accepte un seul choix : gardez-en un.';

/** Share in percent, rounded; null when nobody answered. */
export function sharePercent(share: Share | null): number | null {
  return share === null || share.answered === 0 ? null : Math.round((share.right / share.answered) * 100);
}
