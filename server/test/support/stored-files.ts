import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { PhotoFileKind } from '../../src/domain/photos/photo-files.js';

/**
 * Every file in the app's photo storage (the folder or the bucket), as paths under
 * /uploads/photos: `{uuid}.jpg`, `{uuid}.webp`, `thumbs/{uuid}.webp` and `thumbs/{uuid}.avif`, sorted.
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

/** A photo's file names, as the list gives them (the AVIF thumbnail and the display copy when it has them). */
export interface PhotoFileNames {
  filename: string;
  thumbnail: string;
  thumbnailAvif?: string | null;
  display?: string | null;
}

/** The paths storedFiles gives for the files of this photo, sorted. */
export function storedPathsOf(photo: PhotoFileNames): string[] {
  return [
    photo.filename,
    photo.display,
    `thumbs/${photo.thumbnail}`,
    photo.thumbnailAvif ? `thumbs/${photo.thumbnailAvif}` : null,
  ]
    .filter((name): name is string => typeof name === 'string')
    .sort();
}

/** Whether every file of a photo is stored (true), none (false); anything else throws. */
export async function filesExist(app: FastifyInstance, photo: PhotoFileNames): Promise<boolean> {
  const names = await storedFiles(app);
  const present = storedPathsOf(photo).map((name) => names.includes(name));
  if (present.some((found) => found !== present[0])) throw new Error(`only some files of ${photo.filename} are stored`);
  return present[0] === true;
}
