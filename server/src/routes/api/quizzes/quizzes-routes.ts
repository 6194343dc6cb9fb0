import type { FastifyInstance } from 'fastify';
import getQuiz from './get-quiz.js';
import myQuizResults from './my-quiz-results.js';
import postQuizAnswers from './post-quiz-answers.js';
import quizResultsRoutes from './quiz-results.js';
import prizeRankingRoutes from './prize-ranking.js';

/**
 * The QCM written in the site (decision 093): the form while open, one answer per account, the
 * attendee's own scores, the organisers' results and the prize ranking (decision 119). /mine,
 * /results, /ranking and /podium are static paths: the
 * router prefers them to /{id}, and the content refuses them as quiz ids.
 */
export default async function quizzesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(myQuizResults);
  await app.register(quizResultsRoutes);
  await app.register(prizeRankingRoutes);
  await app.register(getQuiz);
  await app.register(postQuizAnswers);
}
