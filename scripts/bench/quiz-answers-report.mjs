// Section 15 of docs/benchmarks.md: 300 QCM answers sent at once (quiz-answers.mjs, decision 093),
// its figures (every one must exist, or a quick run fails) and its table.

const ms = (n) => `${n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US')} ms`;

/**
 * @param {any} r The bench's results.
 * @param {(name: string, value: unknown) => void} add
 */
export function addQuizAnswersFigures(r, add) {
  const q = r.quizAnswers;
  add('quizAnswers.p50Ms', q?.p50Ms);
  add('quizAnswers.p99Ms', q?.p99Ms);
  add('quizAnswers.errors', q?.errors);
  add('quizAnswers.stored', q?.stored);
}

/** The section's lines. @param {any} r */
export function renderQuizAnswers(r) {
  const q = r.quizAnswers;
  if (q === undefined) return ['## 17. QCM answers sent at once (decision 093)', '', '_Not measured yet._', ''];
  return [
    '## 17. QCM answers sent at once (decision 093)',
    '',
    `A server of its own with \`TRUST_PROXY=true\`; a quiz of ${q.questions} questions written in the site; ${q.answers} accounts, each from its own address, post their answers (\`POST /api/quizzes/{id}/answers\`) in the same instant. Decision 093.`,
    '',
    '| what | figure | target |',
    '| --- | --- | --- |',
    `| one answer, p50 | ${ms(q.p50Ms)} | |`,
    `| one answer, p99 | ${ms(q.p99Ms)} | |`,
    `| the slowest, and all ${q.answers} | ${ms(q.maxMs)}, ${ms(q.allMs)} | |`,
    `| errors (not 201) | ${q.errors} | none: ${q.errors === 0 ? 'met' : '**missed**'} |`,
    `| participants in the organisers’ results | ${q.stored} | ${q.answers}: ${q.stored === q.answers ? 'met' : '**missed**'} |`,
    '',
  ];
}
