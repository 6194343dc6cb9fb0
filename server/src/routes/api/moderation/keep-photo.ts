import { PhotoIdParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clearReports } from '../../../domain/moderation/reports.js';
import { findPhotoOr404 } from '../photos/find-photo.js';

/**
 * DELETE /api/photos/{id}/reports (organisers): the photo is kept; its reports are cleared, so
 * that it leaves the "Signalements" page (a new report brings it back). 204.
 */
const keepPhoto: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/photos/:id/reports',
    { preHandler: app.requireOrganiser, schema: { params: PhotoIdParams } },
    async (request, reply) => {
      const photo = await findPhotoOr404(app, request.params.id);
      const cleared = await clearReports(app.db, photo.id);
      request.log.info({ photoId: photo.id, cleared }, 'reported photo kept');
      return reply.code(204).send();
    },
  );
};
export default keepPhoto;
