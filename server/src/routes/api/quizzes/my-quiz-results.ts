import { MyQuizResults } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publishedContent } from '../../../domain/content/content-versions.js';
import { participantScores } from '../../../domain/quizzes/participant-scores.js';
import { answeredQuizIds } from '../../../domain/quizzes/quiz-answers.js';
import { quizWindow, siteQuizzes } from '../../../domain/quizzes/quiz-scoring.js';

/**
 * GET /api/quizzes/mine (signed in): the quizzes answered, and the scores before and after once
 * the last QCM (the latest to open) is answered or closed: not before, so that the first score
 * tells nothing about the answers while the second QCM is still to come.
 */
const myQuizResults: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/quizzes/mine',
    { preHandler: app.requireUser, schema: { response: { 200: MyQuizResults } } },
    async (request) => {
      const userId = request.user?.id ?? 0;
      const { content } = await publishedContent(app.db);
      const answered = await answeredQuizIds(app.db, userId);
      const last = siteQuizzes(content).reduce<ReturnType<typeof siteQuizzes>[number] | undefined>(
        (latest, quiz) =>
          latest === undefined || Date.parse(quiz.quiz.opensAt) > Date.parse(latest.quiz.opensAt) ? quiz : latest,
        undefined,
      );
      const ready =
        last !== undefined && (answered.includes(last.id) || quizWindow(last.quiz, Date.now()) === 'closed');
      const scores = ready ? await participantScores(app.db, userId) : { before: null, after: null };
      return { answered, ready, ...scores };
    },
  );
};
export default myQuizResults;
