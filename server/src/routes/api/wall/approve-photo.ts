import { WallPhotoParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { publicPhoto } from '../../../plugins/live/live-plugin.js';
import { selectListedPhotos } from '../../../domain/photos/photo-store.js';
import { approveForWall } from '../../../domain/wall/wall-approvals.js';
import { PHOTO_NOT_FOUND, parsePhotoId } from '../photos/find-photo.js';

/**
 * PUT /api/wall/photos/{id} (organisers): the photo may be projected; 204, again as often as
 * asked. A new approval goes to every open wall on the live stream (decision 067). Recorded
 * whatever WALL_APPROVAL says: approvals made before it is turned on count once it is.
 */
const approvePhoto: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/wall/photos/:id',
    { preHandler: app.requireOrganiser, schema: { params: WallPhotoParams } },
    async (request, reply) => {
      const id = parsePhotoId(request.params.id);
      if (id === undefined) throw new HttpError(404, PHOTO_NOT_FOUND);
      const outcome = await approveForWall(app.db, id);
      if (outcome === 'gone') throw new HttpError(404, PHOTO_NOT_FOUND);
      if (outcome === 'approved') {
        request.log.info({ photoId: id, userId: request.user?.id }, 'photo approved for the wall');
        // Deleted meanwhile: its removal is on the stream already, nothing to announce.
        const photo = await selectListedPhotos(app.db).where('photos.id', '=', id).executeTakeFirst();
        if (photo !== undefined) await app.live.publish('wall-photo-approved', publicPhoto(photo));
      }
      return reply.code(204).send();
    },
  );
};
export default approvePhoto;
