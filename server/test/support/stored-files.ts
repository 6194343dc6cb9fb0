import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { PhotoFileKind } from '../../src/plugins/app/photos/photo-files.js';

/**
 * Every file in the app's photo storage (the folder or the bucket), as paths under
 * /uploads/photos: `{uuid}.jpg` and `thumbs/{uuid}.webp`, sorted.
 */
export async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const full = await app.photos.files.list('full');
  const thumbs = await app.photos.files.list('thumb');
  return [...full.map((file) => file.name), ...thumbs.map((file) => `thumbs/${file.name}`)].sort();
}

/** A stored file's bytes, read through the storage; undefined when it is not there. */
export async function readStored(app: FastifyInstance, kind: PhotoFileKind, name: string): Promise<Buffer | undefined> {
  const file = await app.photos.files.open(kind, name);
  return file === undefined ? undefined : buffer(file.stream);
}

/** Whether both files of a photo are stored (true), neither (false); anything else throws. */
export async function filesExist(
  app: FastifyInstance,
  photo: { filename: string; thumbnail: string },
): Promise<boolean> {
  const names = await storedFiles(app);
  const [a, b] = [names.includes(photo.filename), names.includes(`thumbs/${photo.thumbnail}`)];
  if (a !== b) throw new Error(`only one file of ${photo.filename} is stored`);
  return a;
}
