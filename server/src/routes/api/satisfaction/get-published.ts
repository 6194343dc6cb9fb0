import { SatisfactionPublished } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isPublished, satisfactionFigure } from '../../../domain/satisfaction/results.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/** GET /api/satisfaction/published (anyone): the rate and the number of answers once organisers publish them. */
const getPublished: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/satisfaction/published',
    { schema: { response: { 200: SatisfactionPublished } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const questionnaire = await questionnaireOr404(app);
      if (!(await isPublished(app.db, questionnaire.id))) return { published: false, rate: null, answers: 0 };
      return { published: true, ...(await satisfactionFigure(app.db, questionnaire)) };
    },
  );
};
export default getPublished;
