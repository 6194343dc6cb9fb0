import { QuizResults } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publishedContent } from '../../../domain/content/content-versions.js';
import { allQuizAnswers } from '../../../domain/quizzes/quiz-answers.js';
import { quizResults, quizResultsCsv } from '../../../domain/quizzes/quiz-results.js';

/** GET /api/quizzes/results and results.csv (organisers): per question, per objective, per participant. */
const quizResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const results = async () => quizResults((await publishedContent(app.db)).content, await allQuizAnswers(app.db));
  app.get(
    '/quizzes/results',
    { preHandler: app.requireOrganiser, schema: { response: { 200: QuizResults } } },
    results,
  );
  app.get('/quizzes/results.csv', { preHandler: app.requireOrganiser }, async (_request, reply) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="resultats-qcm.csv"');
    return quizResultsCsv(await results());
  });
};
export default quizResultsRoutes;
