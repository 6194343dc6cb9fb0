import {
  SATISFACTION_SCALE,
  SATISFIED_FROM,
  type SatisfactionFigure,
  type SatisfactionQuestionnaire,
  type SatisfactionResults,
} from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import type { StoredAnswers } from './answers.js';

type Db = Kysely<Database>;

async function storedAnswers(db: Db, questionnaireId: string): Promise<StoredAnswers[]> {
  const rows = await db
    .selectFrom('satisfaction_answers')
    .select('answers')
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
  return rows.map((row) => JSON.parse(row.answers) as StoredAnswers);
}

/**
 * The satisfaction rate (decision 094): among the answers to the first scale question (the
 * overall one), the share of 4s and 5s, as a whole percentage; null while none gave it.
 */
function figureOf(questionnaire: SatisfactionQuestionnaire, answers: StoredAnswers[]): SatisfactionFigure {
  const overall = questionnaire.questions.find((q) => q.kind === 'scale');
  const notes = overall === undefined ? [] : answers.map((a) => a[overall.id]).filter((v) => typeof v === 'number');
  const satisfied = notes.filter((note) => note >= SATISFIED_FROM).length;
  return { rate: notes.length === 0 ? null : Math.round((100 * satisfied) / notes.length), answers: answers.length };
}

/**
 * The organisers' results: per question, the count of each value, or the free texts sorted
 * alphabetically (never in the order they came in). Nothing names a respondent or an instant.
 */
export async function satisfactionResults(
  db: Db,
  questionnaire: SatisfactionQuestionnaire,
): Promise<SatisfactionResults> {
  const answers = await storedAnswers(db, questionnaire.id);
  const questions = questionnaire.questions.map((question) => {
    const given = answers.map((a) => a[question.id]).filter((v) => v !== undefined);
    const values =
      question.kind === 'scale'
        ? SATISFACTION_SCALE.map(String)
        : question.kind === 'choice'
          ? (question.choices ?? [])
          : [];
    return {
      id: question.id,
      kind: question.kind,
      label: question.label,
      answered: given.length,
      counts: values.map((value) => ({ value, count: given.filter((v) => String(v) === value).length })),
      texts: question.kind === 'text' ? given.map(String).sort((a, b) => a.localeCompare(b, 'fr')) : [],
    };
  });
  return {
    questionnaireId: questionnaire.id,
    title: questionnaire.title,
    ...figureOf(questionnaire, answers),
    published: await isPublished(db, questionnaire.id),
    questions,
  };
}

/** The figure the site shows, counted now. */
export async function satisfactionFigure(
  db: Db,
  questionnaire: SatisfactionQuestionnaire,
): Promise<SatisfactionFigure> {
  return figureOf(questionnaire, await storedAnswers(db, questionnaire.id));
}

export async function isPublished(db: Db, questionnaireId: string): Promise<boolean> {
  const row = await db
    .selectFrom('satisfaction_publications')
    .select('questionnaire_id')
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Shows (true) or withdraws (false) the figure on the site; the same twice changes nothing. */
export async function setPublished(db: Db, questionnaireId: string, published: boolean): Promise<void> {
  if (published)
    await db
      .insertInto('satisfaction_publications')
      .values({ questionnaire_id: questionnaireId })
      .onConflict((oc) => oc.column('questionnaire_id').doNothing())
      .execute();
  else await db.deleteFrom('satisfaction_publications').where('questionnaire_id', '=', questionnaireId).execute();
}
