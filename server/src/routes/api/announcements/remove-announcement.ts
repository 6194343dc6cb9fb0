import { ANNOUNCEMENT_NOT_FOUND, AnnouncementIdParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { removeAnnouncement } from '../../../domain/announcements/announcements.js';
import { parsePhotoId } from '../photos/find-photo.js';

/** DELETE /api/announcements/{id} (organisers): 204; every open page drops it from the live stream. */
const removeAnnouncementRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/announcements/:id',
    { preHandler: app.requireOrganiser, schema: { params: AnnouncementIdParams } },
    async (request, reply) => {
      // Database ids alike: the photos' parser says what can be one.
      const id = parsePhotoId(request.params.id);
      if (id === undefined || !(await removeAnnouncement(app.db, id))) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
      request.log.info({ announcementId: id, userId: request.user?.id }, 'announcement removed');
      await app.live.publish('announcement-removed', { id });
      return reply.code(204).send();
    },
  );
};
export default removeAnnouncementRoute;
