import type { FastifyInstance } from 'fastify';
import getQuiz from './get-quiz.js';
import myQuizResults from './my-quiz-results.js';
import postQuizAnswers from './post-quiz-answers.js';
import quizResultsRoutes from './quiz-results.js';

/**
 * The QCM written in the site (decision 093): the form while open, one answer per account, the
 * attendee's own scores, the organisers' results. /mine and /results are static paths: the
 * router prefers them to /{id}, and the content refuses them as quiz ids.
 */
export default async function quizzesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(myQuizResults);
  await app.register(quizResultsRoutes);
  await app.register(getQuiz);
  await app.register(postQuizAnswers);
}
