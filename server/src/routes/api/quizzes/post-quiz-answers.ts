import { QUIZ_ALREADY_ANSWERED, QuizAnswerBody, QuizAnswerReceipt, QuizIdParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { saveQuizAnswer } from '../../../domain/quizzes/quiz-answers.js';
import { scoreAnswers } from '../../../domain/quizzes/quiz-scoring.js';
import { HttpError } from '../../../http/http-error.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { openQuiz } from '../../../domain/quizzes/open-quiz.js';

/**
 * POST /api/quizzes/{id}/answers (signed in, while open): 201 once per account, 409 the second
 * time, 400 for answers that do not fit the questions. The participant's name is kept with the
 * answers: they are evidence that outlives the account (decision 096).
 */
const postQuizAnswers: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/quizzes/:id/answers',
    {
      preHandler: app.requireUser,
      schema: { params: QuizIdParams, body: QuizAnswerBody, response: { 201: QuizAnswerReceipt } },
    },
    async (request, reply) => {
      const user = request.user;
      if (user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const quiz = await openQuiz(app.db, request.params.id);
      const scored = scoreAnswers(quiz.questions, request.body.answers);
      if (!scored.ok) throw new HttpError(400, scored.message);
      const saved = await saveQuizAnswer(app.db, {
        quizId: quiz.id,
        phase: quiz.phase,
        userId: user.id,
        participantName: user.username,
        answers: request.body.answers,
        results: scored.results,
        score: scored.score,
        total: scored.total,
      });
      if (saved === null) throw new HttpError(409, QUIZ_ALREADY_ANSWERED);
      request.log.info({ quizId: quiz.id, userId: user.id }, 'quiz answered');
      return reply.code(201).send({ quizId: quiz.id, submittedAt: saved.submittedAt });
    },
  );
};
export default postQuizAnswers;
