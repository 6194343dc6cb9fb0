import type { ContentProblem, SatisfactionQuestionnaire } from '@congres/contracts';

export const QUESTIONNAIRE_PROBLEM = {
  fewChoices: 'Une question à choix propose au moins deux choix : écrivez-en un par ligne.',
  sameChoice: 'Deux choix de cette question sont identiques : chaque choix doit être différent.',
  sameId: 'Deux questions ont le même identifiant : retirez celle-ci, puis ajoutez-la de nouveau.',
};

/** What the schema cannot say of a questionnaire (decision 094): a choice needs two different options, ids are unique. */
export function questionnaireProblems(questionnaire: SatisfactionQuestionnaire | undefined): ContentProblem[] {
  if (questionnaire === undefined) return [];
  const problems: ContentProblem[] = [];
  const ids = new Set<string>();
  questionnaire.questions.forEach((question, i) => {
    const base = `/satisfaction/questions/${i}`;
    if (ids.has(question.id)) problems.push({ path: `${base}/id`, message: QUESTIONNAIRE_PROBLEM.sameId });
    ids.add(question.id);
    if (question.kind !== 'choice') return;
    const choices = question.choices ?? [];
    if (choices.length < 2) problems.push({ path: `${base}/choices`, message: QUESTIONNAIRE_PROBLEM.fewChoices });
    else if (new Set(choices).size < choices.length)
      problems.push({ path: `${base}/choices`, message: QUESTIONNAIRE_PROBLEM.sameChoice });
  });
  return problems;
}
