import {
  QUIZ_BAD_CHOICE,
  QUIZ_MISSING_ANSWER,
  QUIZ_ONE_CHOICE,
  QUIZ_UNKNOWN_QUESTION,
  hasOwnForm,
  quizId,
  quizPhase,
  type CongressContent,
  type ContentQuiz,
  type QuizAnswerBody,
  type QuizPhase,
  type QuizQuestion,
} from '@congres/contracts';

/** A quiz whose questions are written in the site, with its id and phase resolved (decision 093). */
export interface SiteQuiz {
  id: string;
  phase: QuizPhase;
  quiz: ContentQuiz;
  questions: QuizQuestion[];
}

/** The quizzes of the content that the site asks itself, in the content's order. */
export function siteQuizzes(content: CongressContent): SiteQuiz[] {
  return content.quizzes.flatMap((quiz, index) =>
    hasOwnForm(quiz)
      ? [{ id: quizId(quiz, index), phase: quizPhase(quiz, index), quiz, questions: quiz.questions ?? [] }]
      : [],
  );
}

export function findSiteQuiz(content: CongressContent, id: string): SiteQuiz | undefined {
  return siteQuizzes(content).find((quiz) => quiz.id === id);
}

export type QuizWindow = 'not-yet' | 'open' | 'closed';

/** Whether answers are taken at `nowMs`: from the opening on, until the closing when there is one. */
export function quizWindow(quiz: ContentQuiz, nowMs: number): QuizWindow {
  if (nowMs < Date.parse(quiz.opensAt)) return 'not-yet';
  if (quiz.closesAt !== undefined && nowMs >= Date.parse(quiz.closesAt)) return 'closed';
  return 'open';
}

/** Per question id, its objective and whether the answer was right: kept with the answers, as scored. */
export type QuizResultsById = Record<string, { objective: string; right: boolean }>;

export type Scored =
  { ok: true; results: QuizResultsById; score: number; total: number } | { ok: false; message: string };

/**
 * Checks the answers against the questions and scores them: every question answered, only its
 * own choices, each once, a single one where one only is right. A question is right when the
 * choices picked are exactly the right ones (decision 093): no partial credit, so that before and
 * after compare the same thing.
 */
export function scoreAnswers(questions: QuizQuestion[], answers: QuizAnswerBody['answers']): Scored {
  const byId = new Map(questions.map((question) => [question.id, question]));
  if (Object.keys(answers).some((id) => !byId.has(id))) return { ok: false, message: QUIZ_UNKNOWN_QUESTION };
  const results: QuizResultsById = {};
  let score = 0;
  for (const question of questions) {
    // Own keys only: a question named like an object's property ("constructor") is no answer by itself.
    const picked = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (picked === undefined || picked.length === 0) return { ok: false, message: QUIZ_MISSING_ANSWER };
    if (new Set(picked).size !== picked.length || picked.some((choice) => choice >= question.choices.length))
      return { ok: false, message: QUIZ_BAD_CHOICE };
    if (question.right.length === 1 && picked.length > 1) return { ok: false, message: QUIZ_ONE_CHOICE };
    const right = picked.length === question.right.length && picked.every((choice) => question.right.includes(choice));
    if (right) score += 1;
    results[question.id] = { objective: question.objective, right };
  }
  return { ok: true, results, score, total: questions.length };
}
