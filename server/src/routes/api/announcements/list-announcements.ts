import { AnnouncementList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAnnouncements } from '../../../domain/announcements/announcements.js';

/** GET /api/announcements (anyone): the newest first. Public, so a cache may keep it, but asks each time. */
const listAnnouncementsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/announcements', { schema: { response: { 200: AnnouncementList } } }, async (_request, reply) => {
    // The service worker keeps the latest copy for offline reading (network first, decision 062).
    reply.header('cache-control', 'no-cache');
    return listAnnouncements(app.db);
  });
};
export default listAnnouncementsRoute;
