import type { FastifyInstance } from 'fastify';
import calendarFeed from './calendar-feed.js';
import calendarFile from './calendar-file.js';
import stars from './stars.js';

/** "Mon programme" on the account: the stars, and the personal calendar address (decision 061). */
export default async function programmeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(stars);
  await app.register(calendarFeed);
  await app.register(calendarFile);
}
