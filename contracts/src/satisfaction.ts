import { Type, type Static } from 'typebox';
import { SatisfactionQuestionnaire } from './content-questionnaire.js';

/**
 * The satisfaction questionnaire's answers and results (decision 094). Who answered is kept apart
 * from what was answered: nothing here links an answer to an account, a name or an instant.
 */

/** GET /api/satisfaction (signed in): the questionnaire, whether it is open, whether I may answer and did. */
export const SATISFACTION_PATH = '/api/satisfaction';
/** POST (signed in): my answers, once. */
export const SATISFACTION_ANSWERS_PATH = '/api/satisfaction/answers';
/** GET (organisers): the results. */
export const SATISFACTION_RESULTS_PATH = '/api/satisfaction/results';
/** POST / DELETE (organisers): publish or withdraw the rate on the site. */
export const SATISFACTION_PUBLICATION_PATH = '/api/satisfaction/publication';
/** GET (anyone): the published rate, when there is one. */
export const SATISFACTION_PUBLISHED_PATH = '/api/satisfaction/published';

/** The scale's bounds: 1 (pas du tout satisfait) to 5 (très satisfait). */
export const SATISFACTION_SCALE = [1, 2, 3, 4, 5] as const;
/** A scale answer at or above this counts as satisfied (decision 094). */
export const SATISFIED_FROM = 4;
/** The longest free text, in characters after trimming. */
export const SATISFACTION_TEXT_MAX_LENGTH = 2000;

export const SatisfactionState = Type.Object({
  questionnaire: SatisfactionQuestionnaire,
  /** The questionnaire's opening has passed (the server's clock). */
  open: Type.Boolean(),
  /** This account's email address has answered it (with this account or an earlier one, decision 105). */
  answered: Type.Boolean(),
  /** This account signed the attendance sheet of at least one half-day: only participants answer (decision 105). */
  participant: Type.Boolean(),
});
export type SatisfactionState = Static<typeof SatisfactionState>;

/** An answer: a scale's 1–5, a choice's text, a free text; a question left out is unanswered. */
export const SatisfactionAnswerValue = Type.Union([Type.Integer(), Type.String({ maxLength: 4000 })]);
export const SatisfactionAnswersBody = Type.Object({
  questionnaireId: Type.String({ maxLength: 40 }),
  answers: Type.Record(Type.String({ maxLength: 40 }), SatisfactionAnswerValue),
});
export type SatisfactionAnswersBody = Static<typeof SatisfactionAnswersBody>;

/** One question's results: counts per value (scale, choice) or the free texts, shuffled. */
export const SatisfactionQuestionResult = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  label: Type.String(),
  /** How many answers gave this question. */
  answered: Type.Integer(),
  /** Scale and choice: every value in order (1–5, or the choices), with its count. */
  counts: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
  /** Free text: the texts, in no meaningful order (never the order they came in). */
  texts: Type.Array(Type.String()),
});
export type SatisfactionQuestionResult = Static<typeof SatisfactionQuestionResult>;

/** The satisfaction rate: a whole percentage, null while nobody answered the overall question. */
export const SatisfactionFigure = Type.Object({
  rate: Type.Union([Type.Integer(), Type.Null()]),
  /** How many people answered the questionnaire. */
  answers: Type.Integer(),
});
export type SatisfactionFigure = Static<typeof SatisfactionFigure>;

export const SatisfactionResults = Type.Object({
  questionnaireId: Type.String(),
  title: Type.String(),
  rate: Type.Union([Type.Integer(), Type.Null()]),
  answers: Type.Integer(),
  /** The rate and the number of answers are shown on the site. */
  published: Type.Boolean(),
  questions: Type.Array(SatisfactionQuestionResult),
});
export type SatisfactionResults = Static<typeof SatisfactionResults>;

/** GET /api/satisfaction/published: the figure, or `published: false`. */
export const SatisfactionPublished = Type.Object({
  published: Type.Boolean(),
  rate: Type.Union([Type.Integer(), Type.Null()]),
  answers: Type.Integer(),
});
export type SatisfactionPublished = Static<typeof SatisfactionPublished>;

export const SATISFACTION_NOT_OPEN = (opensAt: string) =>
  `Le questionnaire de satisfaction ouvre le ${opensAt} : revenez à ce moment-là pour répondre.`;
export const SATISFACTION_ALREADY_ANSWERED =
  'Vous avez déjà répondu au questionnaire de satisfaction : une seule réponse par compte. Merci !';
/** The refusal to an account that signed no half-day (decision 105), shown by the page instead of the form. */
export const SATISFACTION_NOT_PARTICIPANT =
  'Le questionnaire de satisfaction est réservé aux participants qui ont signé la feuille de présence d’une demi-journée avec ce compte : si vous avez signé sur papier, demandez à un organisateur d’enregistrer votre présence, puis revenez sur cette page.';
export const SATISFACTION_STALE =
  'Le questionnaire a changé depuis que vous l’avez ouvert : rechargez la page, puis répondez de nouveau.';
export const SATISFACTION_REQUIRED = (label: string) =>
  `La question « ${label} » est obligatoire : répondez-y avant d’envoyer.`;
export const SATISFACTION_BAD_SCALE = (label: string) => `La réponse à « ${label} » doit être une note de 1 à 5.`;
export const SATISFACTION_BAD_CHOICE = (label: string) =>
  `La réponse à « ${label} » doit être l’un des choix proposés.`;
export const SATISFACTION_TEXT_TOO_LONG = (label: string, length: number) =>
  `La réponse à « ${label} » fait ${length} caractères : raccourcissez-la à ${SATISFACTION_TEXT_MAX_LENGTH} caractères au plus.`;
export const SATISFACTION_UNKNOWN_QUESTION =
  'La réponse contient une question qui n’est pas dans le questionnaire : rechargez la page, puis répondez de nouveau.';
export const SATISFACTION_EMPTY = 'Votre réponse est vide : répondez à au moins une question avant d’envoyer.';

/** The figure as the site shows it: "Satisfaction : 92 % (120 réponses)". */
export function satisfactionLine(figure: SatisfactionFigure): string {
  const answers = `${figure.answers} réponse${figure.answers > 1 ? 's' : ''}`;
  return figure.rate === null ? `Satisfaction : ${answers}` : `Satisfaction : ${figure.rate} % (${answers})`;
}
export const SATISFACTION_NONE =
  'Aucun questionnaire de satisfaction n’est prévu pour le moment : les organisateurs l’écrivent dans « Contenu ».';
