import type { FastifyInstance } from 'fastify';
import listAnnouncements from './list-announcements.js';
import postAnnouncement from './post-announcement.js';
import removeAnnouncement from './remove-announcement.js';

/** The organisers' announcements (decision 062): read by anyone, posted and removed by organisers. */
export default async function announcementsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listAnnouncements);
  await app.register(postAnnouncement);
  await app.register(removeAnnouncement);
}
