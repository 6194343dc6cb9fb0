import { QuizForm, QuizIdParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasAnswered } from '../../../domain/quizzes/quiz-answers.js';
import { openQuiz } from '../../../domain/quizzes/open-quiz.js';

/** GET /api/quizzes/{id} (signed in, while open): the questions, never their right answers. */
const getQuiz: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/quizzes/:id',
    { preHandler: app.requireUser, schema: { params: QuizIdParams, response: { 200: QuizForm } } },
    async (request) => {
      const quiz = await openQuiz(app.db, request.params.id);
      const userId = request.user?.id ?? 0;
      return {
        id: quiz.id,
        label: quiz.quiz.label,
        phase: quiz.phase,
        closesAt: quiz.quiz.closesAt ?? null,
        answered: await hasAnswered(app.db, quiz.id, userId),
        questions: quiz.questions.map((question) => ({
          id: question.id,
          text: question.text,
          choices: question.choices,
          multiple: question.right.length > 1,
        })),
      };
    },
  );
};
export default getQuiz;
