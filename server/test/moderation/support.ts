import type { Photo, UploadResult } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { solidImage } from '../gallery/support/images.js';
import { uploadRequest } from '../gallery/support/multipart.js';

/** The key the moderation and account tests start their app with, to forge tokens with the right key. */
export const JWT_SECRET = 'moderation-tests-secret-of-at-least-32-bytes';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Grants the organiser role as `npm run organiser -- add` does (the command itself is tested in maintenance/). */
export async function makeOrganiser(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.updateTable('users').set({ role: 'organiser' }).where('id', '=', userId).execute();
}

/** Publishes `count` new images through the upload route; returns them as the 201 answer lists them. */
export async function publish(app: FastifyInstance, token: string, count = 1): Promise<Photo[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_v, i) => ({
      name: `photo-${i}.jpg`,
      data: await solidImage('jpeg', 160, 120),
    })),
  );
  const res = await app.inject(await uploadRequest(files, token));
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode} ${res.body}`);
  // As the list holds them, oldest first (a batch is stored last file first: decision 037).
  return res.json<UploadResult>().published.sort((a, b) => a.id - b.id);
}

/** POST /api/photos/{id}/report with a reason. */
export function report(
  app: FastifyInstance,
  token: string,
  photoId: number | string,
  reason: unknown = 'Je suis sur cette photo.',
) {
  return app.inject({
    method: 'POST',
    url: `/api/photos/${photoId}/report`,
    headers: bearer(token),
    payload: { reason },
  });
}

/** GET /api/photos: the listed photos and the list's ETag. */
export async function listPhotos(app: FastifyInstance): Promise<{ photos: Photo[]; etag: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/photos' });
  return { photos: res.json<Photo[]>(), etag: String(res.headers.etag) };
}

/** Moves a photo's publication date (the schema makes created_at read-only for the app's own code). */
export async function setPublishedAt(app: FastifyInstance, photoId: number, iso: string): Promise<void> {
  await sql`UPDATE photos SET created_at = ${iso} WHERE id = ${photoId}`.execute(app.db);
}
