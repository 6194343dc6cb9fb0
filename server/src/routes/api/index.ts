import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/auth-routes.js';
import health from './health.js';
import { noStoreByDefault } from './no-store.js';
import listPhotos from './photos/list-photos.js';
import uploadPhoto from './photos/upload-photo.js';

/** Every route under /api; the folder tree is the URL tree. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', noStoreByDefault);
  await app.register(health);
  await app.register(authRoutes);
  await app.register(listPhotos);
  await app.register(uploadPhoto);
}
