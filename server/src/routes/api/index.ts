import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/auth-routes.js';
import health from './health.js';

/** Every route under /api; the folder tree is the URL tree. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(health);
  await app.register(authRoutes);
}
