import {
  SATISFACTION_ALREADY_ANSWERED,
  SATISFACTION_NOT_OPEN,
  SATISFACTION_NOT_PARTICIPANT,
  SATISFACTION_STALE,
  SatisfactionAnswersBody,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkAnswers, isParticipant, recordAnswers } from '../../../domain/satisfaction/answers.js';
import { isOpen, openingLabel } from '../../../domain/satisfaction/questionnaire.js';
import { markOf, SATISFACTION_MARK_KEY } from '../../../domain/satisfaction/respondent-marks.js';
import { HttpError } from '../../../http/http-error.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/**
 * POST /api/satisfaction/answers (signed in): 201 once per participant (decision 105: an account
 * that signed a half-day, once per email address even across a deleted account); 409 a second
 * time, 403 before the opening or for an account that signed nothing, 400 for answers that do not
 * fit the questions, each with a French message. The answers are checked before the signature is
 * looked up: a malformed body costs no database read.
 */
const postAnswers: FastifyPluginAsyncTypebox = async (app) => {
  const markKey = app.derivedKey(SATISFACTION_MARK_KEY);
  app.post(
    '/satisfaction/answers',
    { preHandler: app.requireUser, schema: { body: SatisfactionAnswersBody } },
    async (request, reply) => {
      const questionnaire = await questionnaireOr404(app);
      const now = Date.now();
      if (!isOpen(questionnaire, now)) throw new HttpError(403, SATISFACTION_NOT_OPEN(openingLabel(questionnaire)));
      if (request.body.questionnaireId !== questionnaire.id) throw new HttpError(409, SATISFACTION_STALE);
      const checked = checkAnswers(questionnaire, request.body.answers);
      if (!checked.ok) throw new HttpError(400, checked.message);
      const user = request.user;
      if (user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      if (!(await isParticipant(app.db, user.id))) throw new HttpError(403, SATISFACTION_NOT_PARTICIPANT);
      if (!(await recordAnswers(app.db, questionnaire.id, markOf(markKey, user.email), checked.answers, now)))
        throw new HttpError(409, SATISFACTION_ALREADY_ANSWERED);
      // No user id in the log either: the log's times would link the account to the answer.
      request.log.info('satisfaction answer recorded');
      return reply.code(201).send();
    },
  );
};
export default postAnswers;
