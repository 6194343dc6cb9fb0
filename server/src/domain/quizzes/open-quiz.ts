import { EVENT_TIME_ZONE, QUIZ_CLOSED, QUIZ_NOT_FOUND, QUIZ_NOT_OPEN } from '@congres/contracts';
import type { Kysely } from 'kysely';
import { publishedContent } from '../content/content-versions.js';
import { findSiteQuiz, quizWindow, type SiteQuiz } from './quiz-scoring.js';
import { HttpError } from '../../http/http-error.js';
import type { Database } from '../../plugins/database/schema.js';

const opening = new Intl.DateTimeFormat('fr-FR', {
  timeZone: EVENT_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The published quiz `id` with its questions, while it takes answers: 404 for a quiz the site
 * does not ask itself, 403 before its opening and after its closing, each with a French message.
 */
export async function openQuiz(db: Kysely<Database>, id: string): Promise<SiteQuiz> {
  const { content } = await publishedContent(db);
  const quiz = findSiteQuiz(content, id);
  if (quiz === undefined) throw new HttpError(404, QUIZ_NOT_FOUND);
  const window = quizWindow(quiz.quiz, Date.now());
  if (window === 'not-yet') throw new HttpError(403, QUIZ_NOT_OPEN(opening.format(new Date(quiz.quiz.opensAt))));
  if (window === 'closed') throw new HttpError(403, QUIZ_CLOSED);
  return quiz;
}
