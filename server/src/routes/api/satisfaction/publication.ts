import { SatisfactionPublished } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { satisfactionFigure, setPublished } from '../../../domain/satisfaction/results.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/** POST (publish) and DELETE (withdraw) /api/satisfaction/publication (organisers): the site's figure after it. */
const publication: FastifyPluginAsyncTypebox = async (app) => {
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/satisfaction/publication',
      preHandler: app.requireOrganiser,
      schema: { response: { 200: SatisfactionPublished } },
      handler: async (request) => {
        const questionnaire = await questionnaireOr404(app);
        const published = method === 'POST';
        await setPublished(app.db, questionnaire.id, published);
        request.log.info({ userId: request.user?.id, published }, 'satisfaction rate publication changed');
        return { published, ...(await satisfactionFigure(app.db, questionnaire)) };
      },
    });
  }
};
export default publication;
