import { sharePercent, type CongressContent, type QuizResults, type Share } from '@congres/contracts';
import { csvCell } from '../../http/csv-cell.js';
import type { StoredQuizAnswer } from './quiz-answers.js';
import { siteQuizzes } from './quiz-scoring.js';

type Tally = { avant: Share | null; apres: Share | null };

function count(tally: Tally, phase: string, right: boolean): void {
  if (phase !== 'avant' && phase !== 'apres') return;
  const share = (tally[phase] ??= { right: 0, answered: 0 });
  share.answered += 1;
  if (right) share.right += 1;
}

/** Percentage points from before to after; null without answers on both sides. */
function gain(tally: Tally): number | null {
  const before = sharePercent(tally.avant);
  const after = sharePercent(tally.apres);
  return before === null || after === null ? null : after - before;
}

/**
 * The organisers' results (decision 093), from the answers as scored when sent: per question
 * (by its id, asked before and after) the share of right answers, per objective the gain, per
 * participant the scores summed over each phase. Questions are named by the published content;
 * one no longer in it keeps its id.
 */
export function quizResults(content: CongressContent, answers: StoredQuizAnswer[]): QuizResults {
  const texts = new Map<string, { text: string; objective: string }>();
  for (const quiz of siteQuizzes(content))
    for (const question of quiz.questions)
      if (!texts.has(question.id)) texts.set(question.id, { text: question.text, objective: question.objective });

  const perQuestion = new Map<string, Tally & { objective: string }>();
  const perObjective = new Map<string, Tally>();
  const perParticipant = new Map<string, { name: string; avant: Share | null; apres: Share | null }>();
  for (const question of texts.keys())
    perQuestion.set(question, { avant: null, apres: null, objective: texts.get(question)?.objective ?? '' });
  for (const answer of answers) {
    for (const [id, result] of Object.entries(answer.results)) {
      const question = perQuestion.get(id) ?? { avant: null, apres: null, objective: result.objective };
      perQuestion.set(id, question);
      count(question, answer.phase, result.right);
      const objective = perObjective.get(result.objective) ?? { avant: null, apres: null };
      perObjective.set(result.objective, objective);
      count(objective, answer.phase, result.right);
    }
    if (answer.phase !== 'avant' && answer.phase !== 'apres') continue;
    const key = answer.userId === null ? `nom:${answer.participantName}` : `id:${answer.userId}`;
    const participant = perParticipant.get(key) ?? { name: answer.participantName, avant: null, apres: null };
    perParticipant.set(key, participant);
    const score = (participant[answer.phase] ??= { right: 0, answered: 0 });
    score.right += answer.score;
    score.answered += answer.total;
  }
  return {
    questions: [...perQuestion].map(([id, tally]) => ({
      id,
      text: texts.get(id)?.text ?? id,
      objective: tally.objective,
      before: tally.avant,
      after: tally.apres,
    })),
    objectives: [...perObjective].map(([objective, tally]) => ({
      objective,
      before: tally.avant,
      after: tally.apres,
      gain: gain(tally),
    })),
    participants: [...perParticipant.values()]
      .map(({ name, avant, apres }) => ({
        name,
        before: avant === null ? null : { score: avant.right, total: avant.answered },
        after: apres === null ? null : { score: apres.right, total: apres.answered },
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
  };
}

/** A spreadsheet cell: always quoted, and never read as a formula (csvCell). */
const cell = (value: string | number | null) => csvCell(value === null ? '' : String(value), { alwaysQuoted: true });

const percent = (share: Share | null) => {
  const value = sharePercent(share);
  return value === null ? null : `${value} %`;
};
const scoreText = (score: { score: number; total: number } | null) =>
  score === null ? null : `${score.score}/${score.total}`;

/** The results as one CSV (semicolons, as French spreadsheets read them): three tables one under the other. */
export function quizResultsCsv(results: QuizResults): string {
  const lines: (string | number | null)[][] = [
    ['Question', 'Objectif', 'Bonnes réponses avant', 'Bonnes réponses après'],
    ...results.questions.map((q) => [q.text, q.objective, percent(q.before), percent(q.after)]),
    [],
    ['Objectif', 'Bonnes réponses avant', 'Bonnes réponses après', 'Gain (points)'],
    ...results.objectives.map((o) => [o.objective, percent(o.before), percent(o.after), o.gain]),
    [],
    ['Participant', 'Score avant', 'Score après'],
    ...results.participants.map((p) => [p.name, scoreText(p.before), scoreText(p.after)]),
  ];
  // A byte order mark: spreadsheets then read the accents as UTF-8.
  return `\ufeff${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}
