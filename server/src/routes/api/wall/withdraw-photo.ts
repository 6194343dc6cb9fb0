import { WallPhotoParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withdrawFromWall } from '../../../domain/wall/wall-approvals.js';
import { findPhotoOr404 } from '../photos/find-photo.js';

/**
 * DELETE /api/wall/photos/{id} (organisers): the photo leaves the wall and stays in the gallery;
 * 204, also when it was not on the wall. Every open wall drops it from the live stream.
 */
const withdrawPhoto: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/wall/photos/:id',
    { preHandler: app.requireOrganiser, schema: { params: WallPhotoParams } },
    async (request, reply) => {
      const photo = await findPhotoOr404(app, request.params.id);
      if (await withdrawFromWall(app.db, photo.id)) {
        request.log.info({ photoId: photo.id, userId: request.user?.id }, 'photo withdrawn from the wall');
        await app.live.publish('wall-photo-withdrawn', { id: photo.id });
      }
      return reply.code(204).send();
    },
  );
};
export default withdrawPhoto;
