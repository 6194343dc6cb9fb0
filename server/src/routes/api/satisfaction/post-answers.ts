import {
  SATISFACTION_ALREADY_ANSWERED,
  SATISFACTION_NOT_OPEN,
  SATISFACTION_STALE,
  SatisfactionAnswersBody,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAnswers, recordAnswers } from '../../../domain/satisfaction/answers.js';
import { isOpen, openingLabel } from '../../../domain/satisfaction/questionnaire.js';
import { HttpError } from '../../../http/http-error.js';
import { contentReady } from '../content/content-ready.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/**
 * POST /api/satisfaction/answers (signed in): 201 once per account; 409 a second time, 403
 * before the opening, 400 for answers that do not fit the questions, each with a French message.
 */
const postAnswers: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/satisfaction/answers',
    { preHandler: [app.requireUser, contentReady(app)], schema: { body: SatisfactionAnswersBody } },
    async (request, reply) => {
      const questionnaire = await questionnaireOr404(app);
      const now = Date.now();
      if (!isOpen(questionnaire, now)) throw new HttpError(403, SATISFACTION_NOT_OPEN(openingLabel(questionnaire)));
      if (request.body.questionnaireId !== questionnaire.id) throw new HttpError(409, SATISFACTION_STALE);
      const checked = checkAnswers(questionnaire, request.body.answers);
      if (!checked.ok) throw new HttpError(400, checked.message);
      const userId = request.user?.id ?? 0;
      if (!(await recordAnswers(app.db, questionnaire.id, userId, checked.answers, now)))
        throw new HttpError(409, SATISFACTION_ALREADY_ANSWERED);
      // No user id in the log either: the log's times would link the account to the answer.
      request.log.info('satisfaction answer recorded');
      return reply.code(201).send();
    },
  );
};
export default postAnswers;
