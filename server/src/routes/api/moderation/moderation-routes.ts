import type { FastifyInstance } from 'fastify';
import keepPhoto from './keep-photo.js';
import listReports from './list-reports.js';

/** The organisers' routes: the reports, and keeping a reported photo (deleting is DELETE /api/photos/{id}). */
export default async function moderationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listReports);
  await app.register(keepPhoto);
}
