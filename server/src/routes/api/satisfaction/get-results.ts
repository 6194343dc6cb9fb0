import { SatisfactionResults } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { satisfactionResults } from '../../../domain/satisfaction/results.js';
import { questionnaireOr404 } from './questionnaire-or-404.js';

/** GET /api/satisfaction/results (organisers): the rate, distributions and free texts; no names, no times. */
const getResults: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/satisfaction/results',
    { preHandler: app.requireOrganiser, schema: { response: { 200: SatisfactionResults } } },
    async () => satisfactionResults(app.db, await questionnaireOr404(app)),
  );
};
export default getResults;
