import fs from 'node:fs/promises';
import type { Photo, RefusedFile } from '@congres/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DuplicatePhoto } from './photo-store.js';
import { DEFAULT_RENDER_LIMITS, inspectPhoto, PhotoRefusal, renderPhoto } from './render-photo.js';

/** A file as the upload route received it: saved to a temporary path, or already refused. */
export interface ReceivedFile {
  /** The name the browser sent, only ever echoed back as text. */
  name: string;
  path: string | null;
  refusal: PhotoRefusal | null;
}

export interface PublishOutcome {
  published: Photo[];
  /** `photoId`: the photo already published that a duplicate repeats. */
  refused: (RefusedFile & { kind: PhotoRefusal['kind'] | 'server' | 'no-space'; photoId?: number })[];
}

export const NO_SPACE = 'Le serveur n’a plus de place pour enregistrer cette image. Prévenez les organisateurs.';

/** A full disk (or quota): a refusal to explain, not a server fault to retry at once. */
export function isOutOfSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

export const SAVE_FAILED = 'Erreur serveur : cette image n’a pas pu être enregistrée. Réessayez.';

/**
 * Publishes each received file on its own: one bad file never blocks the good ones. Images
 * are processed a few at a time (CPU-bound), the workers shared fairly between accounts; the
 * photos are then recorded one after the other, the last one sent first: the gallery lists the
 * newest first, so a batch then reads in the order it was chosen, at the top (decision 037).
 * The answer keeps the order sent.
 */
export async function publishUploads(
  photos: FastifyInstance['photos'],
  options: { maxPixels: number; log: FastifyBaseLogger },
  files: ReceivedFile[],
  user: { id: number },
): Promise<PublishOutcome> {
  const limits = { ...DEFAULT_RENDER_LIMITS, maxPixels: options.maxPixels };
  type Result = Photo | PublishOutcome['refused'][number];
  const refuse = (file: ReceivedFile, error: unknown): Result => {
    if (error instanceof DuplicatePhoto)
      return { name: file.name, reason: error.message, kind: error.kind, photoId: error.photoId };
    if (error instanceof PhotoRefusal) return { name: file.name, reason: error.message, kind: error.kind };
    if (isOutOfSpace(error)) {
      options.log.error({ err: error }, 'disk full: photo not saved');
      return { name: file.name, reason: NO_SPACE, kind: 'no-space' };
    }
    options.log.error({ err: error }, 'photo could not be saved');
    return { name: file.name, reason: SAVE_FAILED, kind: 'server' };
  };

  // Rendering starts at once for every file, in the order sent (as workers allow), each queued
  // by its estimated work read from its header (heavy images keep off one worker); each save
  // waits for the save of the file sent after it, so rows are inserted last file first.
  const rendered = files.map((file) => {
    if (file.refusal || file.path === null) return undefined;
    const path = file.path;
    return inspectPhoto(path, limits).then(({ cost }) =>
      photos.queue.run(String(user.id), () => renderPhoto(path, limits), cost),
    );
  });
  const results: Promise<Result>[] = new Array<Promise<Result>>(files.length);
  let later: Promise<unknown> = Promise.resolve();
  for (let i = files.length - 1; i >= 0; i -= 1) {
    const file = files[i] as ReceivedFile;
    const render = rendered[i];
    const source = file.path;
    if (render === undefined || source === null) {
      const refusal = file.refusal ?? new PhotoRefusal('Fichier absent.', 'empty');
      results[i] = Promise.resolve({ name: file.name, reason: refusal.message, kind: refusal.kind });
      continue;
    }
    const turn = later;
    const saved = (async (): Promise<Result> => {
      try {
        const photo = await render;
        await turn;
        return await photos.store.save(photo, user.id);
      } catch (error) {
        return refuse(file, error);
      } finally {
        await fs.rm(source, { force: true });
      }
    })();
    results[i] = saved;
    later = saved;
  }
  const outcome: PublishOutcome = { published: [], refused: [] };
  for (const result of await Promise.all(results)) {
    if ('reason' in result) outcome.refused.push(result);
    else outcome.published.push(result);
  }
  return outcome;
}
