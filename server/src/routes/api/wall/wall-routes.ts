import type { FastifyInstance } from 'fastify';
import approvePhoto from './approve-photo.js';
import readWall from './read-wall.js';
import wallReviewRoute from './wall-review.js';
import withdrawPhoto from './withdraw-photo.js';

/** The wall's photos (decision 067): read by the projector, approved and withdrawn by organisers. */
export default async function wallRoutes(app: FastifyInstance): Promise<void> {
  await app.register(readWall);
  await app.register(wallReviewRoute);
  await app.register(approvePhoto);
  await app.register(withdrawPhoto);
}
