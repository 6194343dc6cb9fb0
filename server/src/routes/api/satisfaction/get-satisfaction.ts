import { SatisfactionState } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasAnswered } from '../../../domain/satisfaction/answers.js';
import { isOpen } from '../../../domain/satisfaction/questionnaire.js';
import { contentReady } from '../content/content-ready.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/** GET /api/satisfaction (signed in): the questionnaire, whether it is open, whether I answered. */
const getSatisfaction: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/satisfaction',
    { preHandler: [app.requireUser, contentReady(app)], schema: { response: { 200: SatisfactionState } } },
    async (request) => {
      const questionnaire = await questionnaireOr404(app);
      const userId = request.user?.id ?? 0;
      return {
        questionnaire,
        open: isOpen(questionnaire, Date.now()),
        answered: await hasAnswered(app.db, questionnaire.id, userId),
      };
    },
  );
};
export default getSatisfaction;
