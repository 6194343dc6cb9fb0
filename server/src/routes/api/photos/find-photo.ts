import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import type { PhotoRecord } from '../../../domain/photos/photo-store.js';

export const PHOTO_NOT_FOUND = 'Cette photo n’existe pas ou a déjà été supprimée.';

/** Ids are the store's own: positive integers. Anything else names no photo. */
const PHOTO_ID = /^[1-9][0-9]{0,14}$/;

/** A photo id written in a URL, or undefined when it cannot be one. */
export function parsePhotoId(rawId: string): number | undefined {
  return PHOTO_ID.test(rawId) ? Number(rawId) : undefined;
}

/** The photo of a route's `{id}`, or 404 with the French message (a malformed id names no photo either). */
export async function findPhotoOr404(app: FastifyInstance, rawId: string): Promise<PhotoRecord> {
  const id = parsePhotoId(rawId);
  const photo = id === undefined ? undefined : await app.photos.store.find(id);
  if (photo === undefined) throw new HttpError(404, PHOTO_NOT_FOUND);
  return photo;
}
