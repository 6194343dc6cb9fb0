import fs from 'node:fs';
import path from 'node:path';
import type { Photo } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RENDER_LIMITS, renderPhoto } from '../../../src/domain/photos/render-photo.js';
import { solidImage } from './images.js';

/** A user row made directly (the accounts routes are tested elsewhere). */
export async function insertUser(app: FastifyInstance, username = 'Camille Martin'): Promise<number> {
  const { id } = await app.db
    .insertInto('users')
    .values({
      email: `${username.replace(/\W/g, '').toLowerCase()}-${Date.now()}@exemple.fr`,
      username,
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Publishes `count` photos for a user through the photo store, as the upload route does. */
export async function seedPhotos(
  app: FastifyInstance,
  dataDir: string,
  userId: number,
  count: number,
): Promise<Photo[]> {
  const source = path.join(dataDir, 'seed.png');
  const photos: Photo[] = [];
  for (let i = 0; i < count; i += 1) {
    // A new image each time: the same one twice would be refused as a duplicate.
    fs.writeFileSync(source, await solidImage('png', 300, 200));
    const rendered = await renderPhoto(source, { ...DEFAULT_RENDER_LIMITS, maxPixels: app.config.uploadMaxPixels });
    photos.push(await app.photos.store.save(rendered, userId));
  }
  return photos;
}

/** One photo published by a new user, by the URLs of its image and its thumbnail. */
export async function seedOnePhotoUrls(t: {
  app: FastifyInstance;
  dataDir: string;
}): Promise<{ photoUrl: string; thumbUrl: string }> {
  const [photo] = await seedPhotos(t.app, t.dataDir, await insertUser(t.app), 1);
  if (!photo) throw new Error('no photo seeded');
  return { photoUrl: `/uploads/photos/${photo.filename}`, thumbUrl: `/uploads/photos/thumbs/${photo.thumbnail}` };
}
