import { SatisfactionState } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isParticipant } from '../../../domain/satisfaction/answers.js';
import { isOpen } from '../../../domain/satisfaction/questionnaire.js';
import { hasAnswered, markOf, SATISFACTION_MARK_KEY } from '../../../domain/satisfaction/respondent-marks.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/**
 * GET /api/satisfaction (signed in): the questionnaire, whether it is open, whether my address
 * answered, whether I signed a half-day (decision 105: the page then shows why it has no form).
 */
const getSatisfaction: FastifyPluginAsyncTypebox = async (app) => {
  const markKey = app.derivedKey(SATISFACTION_MARK_KEY);
  app.get(
    '/satisfaction',
    { preHandler: app.requireUser, schema: { response: { 200: SatisfactionState } } },
    async (request) => {
      const questionnaire = await questionnaireOr404(app);
      const user = request.user;
      const [answered, participant] =
        user === null
          ? [false, false]
          : await Promise.all([
              hasAnswered(app.db, questionnaire.id, markOf(markKey, user.email)),
              isParticipant(app.db, user.id),
            ]);
      return { questionnaire, open: isOpen(questionnaire, Date.now()), answered, participant };
    },
  );
};
export default getSatisfaction;
