import { Type, type Static } from 'typebox';
import { Line, List, pureSchema } from './content-fields.js';

/**
 * The satisfaction questionnaire (decision 094): questions the organisers write, answered once per
 * account from /quizz once `opensAt` has passed. A `scale` is 1 to 5; a `choice` takes one of its
 * `choices`; a `text` is free text. The first scale question is the overall one: the
 * satisfaction rate is the share of its answers that are 4 or 5.
 */
export const SATISFACTION_QUESTION_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,23}$';
export const SATISFACTION_QUESTION_KINDS = ['scale', 'choice', 'text'] as const;
export type SatisfactionQuestionKind = (typeof SATISFACTION_QUESTION_KINDS)[number];
export const SatisfactionQuestion = pureSchema(() =>
  Type.Object({
    id: Type.String({ pattern: SATISFACTION_QUESTION_ID_PATTERN, maxLength: 24 }),
    kind: Type.Union([Type.Literal('scale'), Type.Literal('choice'), Type.Literal('text')]),
    label: Line(300),
    required: Type.Boolean(),
    /** A choice's options, in order; ignored for the other kinds. */
    choices: Type.Optional(List(Line(120), 12)),
  }),
);
export type SatisfactionQuestion = Static<typeof SatisfactionQuestion>;

export const SatisfactionQuestionnaire = pureSchema(() =>
  Type.Object({
    /** Stable: one answer per account per id; a new id starts a new questionnaire. */
    id: Type.String({ pattern: SATISFACTION_QUESTION_ID_PATTERN, maxLength: 24 }),
    title: Line(200),
    /** ISO 8601 instant, UTC: typed in Bordeaux time by organisers (the end of the day by default). */
    opensAt: Type.String({ format: 'date-time', maxLength: 40 }),
    questions: List(SatisfactionQuestion, 30),
  }),
);
export type SatisfactionQuestionnaire = Static<typeof SatisfactionQuestionnaire>;
