import {
  ANNOUNCEMENT_CONTROL,
  ANNOUNCEMENT_CONTROL_CHARACTER,
  ANNOUNCEMENT_MAX_LENGTH,
  ANNOUNCEMENT_TOO_LONG,
  Announcement,
  AnnouncementBody,
  EMPTY_ANNOUNCEMENT,
  announcementLength,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { addAnnouncement } from '../../../domain/announcements/announcements.js';
import { rateLimit } from '../rate-limits.js';

/**
 * POST /api/announcements (organisers): a message of 1 to 280 characters once trimmed, line
 * breaks allowed, no other control character (decision 102). 201 with the announcement; every
 * open page gets it on the live stream.
 */
const postAnnouncement: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/announcements',
    {
      preHandler: [app.requireOrganiser, rateLimit(app, 'announcementPerUser', 'user')],
      schema: { body: AnnouncementBody, response: { 201: Announcement } },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      const length = announcementLength(message);
      if (length === 0) throw new HttpError(400, EMPTY_ANNOUNCEMENT);
      if (length > ANNOUNCEMENT_MAX_LENGTH) throw new HttpError(400, ANNOUNCEMENT_TOO_LONG(length));
      // After the length: the pattern runs on 280 characters at most.
      if (ANNOUNCEMENT_CONTROL_CHARACTER.test(message)) throw new HttpError(400, ANNOUNCEMENT_CONTROL);
      const announcement = await addAnnouncement(app.db, message);
      request.log.info({ announcementId: announcement.id, userId: request.user?.id }, 'announcement posted');
      await app.live.publish('announcement-published', announcement);
      return reply.code(201).send(announcement);
    },
  );
};
export default postAnnouncement;
