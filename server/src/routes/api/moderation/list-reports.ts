import { ReportedPhotoList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listReportedPhotos } from '../../../domain/moderation/reports.js';

/** GET /api/reports (organisers): each reported photo with its reports. Nobody else sees reports. */
const listReports: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports',
    { preHandler: app.requireOrganiser, schema: { response: { 200: ReportedPhotoList } } },
    async (_request, reply) => {
      // Reports name their authors: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return listReportedPhotos(app.db);
    },
  );
};
export default listReports;
