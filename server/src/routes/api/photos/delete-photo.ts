import { PhotoIdParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { findPhotoOr404, PHOTO_NOT_FOUND } from './find-photo.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';

export const NOT_YOUR_PHOTO = 'Vous ne pouvez supprimer que les photos que vous avez publiées.';

/**
 * DELETE /api/photos/{id}: the publisher takes a photo back, or an organiser removes it. 204;
 * its row, its reports and both files are gone, and the list's version moves.
 */
const deletePhoto: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/photos/:id',
    { preHandler: app.requireUser, schema: { params: PhotoIdParams } },
    async (request, reply) => {
      const photo = await findPhotoOr404(app, request.params.id);
      const user = request.user;
      if (user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const byOrganiser = photo.userId !== user.id;
      if (byOrganiser && user.role !== 'organiser') throw new HttpError(403, NOT_YOUR_PHOTO);
      // Deleted meanwhile by another request: the same answer as for an unknown id.
      if (!(await app.photos.store.remove(photo.id))) throw new HttpError(404, PHOTO_NOT_FOUND);
      request.log.info({ photoId: photo.id, byOrganiser }, 'photo deleted');
      return reply.code(204).send();
    },
  );
};
export default deletePhoto;
