import { ContentVersionList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listVersions } from '../../../domain/content/content-versions.js';
import { contentReady } from './content-ready.js';

/**
 * GET /api/content/versions (anyone): every version, newest first, with what changed in the
 * programme. Who published stays among organisers (the 409 names them, this list never does).
 */
const listVersionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/content/versions',
    { preHandler: contentReady(app), schema: { response: { 200: ContentVersionList } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return listVersions(app.db);
    },
  );
};
export default listVersionsRoute;
