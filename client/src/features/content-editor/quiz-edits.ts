import { quizPhase, type CongressContent, type ContentQuiz, type QuizQuestion } from '@congres/contracts';

/**
 * The editor's changes to a quiz's questions (decision 093), as functions of the content: the
 * question's id is made once, at its creation, and kept by every later edit and by the copy
 * into an "après" quiz (the same id is the same question, asked before and after).
 */
type Content = CongressContent;

const withQuiz = (content: Content, index: number, update: (quiz: ContentQuiz) => ContentQuiz): Content => ({
  ...content,
  quizzes: content.quizzes.map((quiz, i) => (i === index ? update(quiz) : quiz)),
});

const withQuestion = (content: Content, index: number, q: number, update: (question: QuizQuestion) => QuizQuestion) =>
  withQuiz(content, index, (quiz) => ({
    ...quiz,
    questions: (quiz.questions ?? []).map((question, i) => (i === q ? update(question) : question)),
  }));

/** A new question id: random, so that two organisers adding questions at once never share one. */
export function newQuestionId(random: () => number = Math.random): string {
  return `q-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;
}

export function addQuestion(content: Content, index: number, id = newQuestionId()): Content {
  const question: QuizQuestion = { id, text: '', objective: '', choices: ['', ''], right: [0] };
  return withQuiz(content, index, (quiz) => ({ ...quiz, questions: [...(quiz.questions ?? []), question] }));
}

/** Removing the last question leaves none: the quiz then needs its link again (the server says so). */
export function removeQuestion(content: Content, index: number, q: number): Content {
  return withQuiz(content, index, (quiz) => {
    const questions = (quiz.questions ?? []).filter((_, i) => i !== q);
    const rest = { ...quiz };
    delete rest.questions;
    return questions.length === 0 ? rest : { ...quiz, questions };
  });
}

export function addChoice(content: Content, index: number, q: number): Content {
  return withQuestion(content, index, q, (question) => ({ ...question, choices: [...question.choices, ''] }));
}

/** The right answers keep pointing at the same choices once one before them is gone. */
export function removeChoice(content: Content, index: number, q: number, c: number): Content {
  return withQuestion(content, index, q, (question) => ({
    ...question,
    choices: question.choices.filter((_, i) => i !== c),
    right: question.right.filter((r) => r !== c).map((r) => (r > c ? r - 1 : r)),
  }));
}

export function toggleRight(content: Content, index: number, q: number, c: number): Content {
  return withQuestion(content, index, q, (question) => ({
    ...question,
    right: question.right.includes(c)
      ? question.right.filter((r) => r !== c)
      : [...question.right, c].sort((a, b) => a - b),
  }));
}

/** The first "avant" quiz with questions, whose questions an "après" quiz may take. */
export function beforeQuizIndex(content: Content): number {
  return content.quizzes.findIndex((quiz, i) => quizPhase(quiz, i) === 'avant' && (quiz.questions?.length ?? 0) > 0);
}

/**
 * Copies the "avant" quiz's questions into quiz `index`, ids included: those it already has
 * (by id) are left as they are, the others are added after them.
 */
export function copyBeforeQuestions(content: Content, index: number): Content {
  const from = beforeQuizIndex(content);
  if (from < 0 || from === index) return content;
  const source = content.quizzes[from]?.questions ?? [];
  return withQuiz(content, index, (quiz) => {
    const have = new Set((quiz.questions ?? []).map((question) => question.id));
    const added = source.filter((question) => !have.has(question.id)).map((question) => structuredClone(question));
    return { ...quiz, questions: [...(quiz.questions ?? []), ...added] };
  });
}

/** Sets an optional field of a quiz (the link, the closing): an empty value removes it. */
export function setQuizOptional(content: Content, index: number, field: 'link' | 'closesAt', value: string): Content {
  return withQuiz(content, index, (quiz) => {
    const rest = { ...quiz };
    delete rest[field];
    return value === '' ? rest : { ...rest, [field]: value };
  });
}
