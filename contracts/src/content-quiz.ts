import { Type, type Static, type TProperties } from 'typebox';
import { ContentLink, Line, List, pureSchema } from './content-fields.js';

/** A quiz's and a question's stable identity (decision 093), as a slot's. */
export const QUIZ_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';
/** Before or after the training (decision 093): the "QCM avant" and "QCM après" of the programme. */
export const QUIZ_PHASES = ['avant', 'apres'] as const;
export type QuizPhase = (typeof QUIZ_PHASES)[number];
export const QUIZ_MAX_QUESTIONS = 40;
export const QUIZ_MAX_CHOICES = 8;

/**
 * A question written in the site (decision 093). The same id in an "avant" and an "après" quiz
 * is the same question asked twice: the results compare them. `right` holds the indexes of the
 * right choices; an answer is right when it picks exactly those.
 */
export const QuizQuestion = pureSchema(() =>
  Type.Object({
    id: Type.String({ pattern: QUIZ_ID_PATTERN, maxLength: 24 }),
    /** Typed in a text area: line breaks allowed. */
    text: Type.String({ minLength: 1, maxLength: 1000 }),
    /** The training objective the question measures: the results' gain is per objective. */
    objective: Line(200),
    choices: Type.Array(Line(300), { minItems: 2, maxItems: QUIZ_MAX_CHOICES }),
    right: Type.Array(Type.Integer({ minimum: 0, maximum: QUIZ_MAX_CHOICES - 1 }), {
      minItems: 1,
      maxItems: QUIZ_MAX_CHOICES,
    }),
  }),
);
export type QuizQuestion = Static<typeof QuizQuestion>;

/**
 * A quiz with `extra` beside its head: the whole content's (its questions) and the public one's
 * (their number). A function, not a spread object: the client's bundler can drop both schemas
 * then (a spread at a module's top level counts as work it must keep, and TypeBox with it).
 */
/* @__NO_SIDE_EFFECTS__ */
function quizSchema<Extra extends TProperties>(extra: Extra) {
  return Type.Object({
    /** Stable (decision 093); absent in versions published before it: `quizId` gives their position's. */
    id: Type.Optional(Type.String({ pattern: QUIZ_ID_PATTERN, maxLength: 24 })),
    /** Absent in versions published before it: `quizPhase` reads the first as "avant", the others "après". */
    phase: Type.Optional(Type.Enum(QUIZ_PHASES)),
    label: Line(100),
    /** ISO 8601 instant, UTC: typed in Bordeaux time by organisers, stored in UTC. */
    opensAt: Type.String({ format: 'date-time', maxLength: 40 }),
    /** When answers stop being taken (ISO 8601, UTC); none: open from `opensAt` on. */
    closesAt: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
    /** The external form; a quiz needs a link or questions (checked by the server). */
    link: Type.Optional(ContentLink),
    /** Counts for the prizes (decision 119): its score goes into the ranking of "Remise des prix". */
    prize: Type.Optional(Type.Boolean()),
    ...extra,
  });
}
export const ContentQuiz = pureSchema(() =>
  quizSchema({
    /**
     * Written in the site (decision 093): the quiz opens its own form instead of the link. Never
     * in the public content (decision 102): GET /api/quizzes/{id} gives them, without the answers.
     */
    questions: Type.Optional(List(QuizQuestion, QUIZ_MAX_QUESTIONS)),
  }),
);
export type ContentQuiz = Static<typeof ContentQuiz>;

/**
 * A quiz as the public content gives it (decision 102): the number of its questions, never the
 * questions nor their right answers, even once it is open. A signed-in attendee reads the
 * questions of an open quiz from GET /api/quizzes/{id}, without the answers.
 */
export const PublicContentQuiz = quizSchema({
  questionCount: Type.Integer({ minimum: 0, maximum: QUIZ_MAX_QUESTIONS }),
});
export type PublicContentQuiz = Static<typeof PublicContentQuiz>;

/** A quiz's id: its own, or for a version published before ids, its position's ("quiz-1", …) as the seed's. */
export const quizId = (quiz: Pick<ContentQuiz, 'id'>, index: number): string => quiz.id ?? `quiz-${index + 1}`;
/** A quiz's phase: its own, or for a version published before phases, the first "avant", the others "après". */
export const quizPhase = (quiz: Pick<ContentQuiz, 'phase'>, index: number): QuizPhase =>
  quiz.phase ?? (index === 0 ? 'avant' : 'apres');
/**
 * Whether the site shows the quiz's own form (questions written) rather than its link: from the
 * full content (organisers, the server) or the public one (its `questionCount`; a copy kept on a
 * phone before decision 102 still has the questions).
 */
export const hasOwnForm = (quiz: ContentQuiz | PublicContentQuiz): boolean =>
  ('questionCount' in quiz ? quiz.questionCount : (quiz.questions?.length ?? 0)) > 0;
/** A quiz as the public reads it (decision 102): its questions' number in place of them. */
export const publicQuiz = ({ questions, ...quiz }: ContentQuiz): PublicContentQuiz => ({
  ...quiz,
  questionCount: questions?.length ?? 0,
});
