import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/account-routes.js';
import announcementsRoutes from './announcements/announcements-routes.js';
import attendanceRoutes from './attendance/attendance-routes.js';
import authRoutes from './auth/auth-routes.js';
import contentRoutes from './content/content-routes.js';
import downloadTickets from './downloads/download-tickets.js';
import eventStream from './events/event-stream.js';
import getFigures from './figures/get-figures.js';
import health from './health.js';
import moderationRoutes from './moderation/moderation-routes.js';
import { noStoreByDefault } from './no-store.js';
import deletePhoto from './photos/delete-photo.js';
import listPhotos from './photos/list-photos.js';
import photoArchive from './photos/photo-archive.js';
import reportPhoto from './photos/report-photo.js';
import uploadPhoto from './photos/upload-photo.js';
import uploadTickets from './photos/upload-tickets.js';
import programmeRoutes from './programme/programme-routes.js';
import teamRoutes from './team/team-routes.js';
import uploadsRoutes from './uploads/uploads-routes.js';
import screenPresence from './wall/screen-presence.js';
import wallRoutes from './wall/wall-routes.js';

/** Every route under /api; the folder tree is the URL tree. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', noStoreByDefault);
  await app.register(health);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(downloadTickets);
  await app.register(listPhotos);
  await app.register(uploadTickets);
  await app.register(uploadPhoto);
  await app.register(uploadsRoutes);
  await app.register(deletePhoto);
  await app.register(reportPhoto);
  await app.register(photoArchive);
  await app.register(moderationRoutes);
  await app.register(programmeRoutes);
  await app.register(announcementsRoutes);
  await app.register(contentRoutes);
  await app.register(wallRoutes);
  await app.register(eventStream);
  await app.register(getFigures);
  await app.register(screenPresence);
  await app.register(teamRoutes);
  await app.register(attendanceRoutes);
}
