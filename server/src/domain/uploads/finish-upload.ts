import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { UploadResult } from '@congres/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.js';
import { publishOnce } from '../photos/idempotent-publish.js';
import { publishUploads, type PublishOutcome } from '../photos/publish-uploads.js';
import type { UploadDatastore } from './upload-datastore.js';
import type { UploadRow } from './upload-rows.js';

/** While another request publishes the same key, how often and how long the finish waits for its outcome. */
const SAME_KEY_WAIT_MS = 1_000;
const SAME_KEY_TURNS = 60;

/**
 * Hands a finished upload to the photo pipeline as ONE received file, exactly as
 * `POST /api/upload-photo` does for one file (checks by content, fair workers, thumbnails,
 * duplicates), through the idempotency key of the upload (`publishOnce`, decision 047): the
 * same photo sent again under its key, by tus or by the form, is answered as the first time and
 * never stored twice. The bytes are copied from the tus store (a folder or the bucket) to the
 * instance's own `incoming` folder, which the pipeline empties.
 */
export async function finishUpload(
  app: FastifyInstance,
  datastore: UploadDatastore,
  row: UploadRow,
  log: FastifyBaseLogger,
): Promise<UploadResult> {
  const publish = async (): Promise<PublishOutcome> => {
    const target = path.join(app.photos.incomingDir, `resumable-${row.id}`);
    try {
      await pipeline(await datastore.read(row.id), fs.createWriteStream(target));
      return await publishUploads(
        app.photos,
        { maxPixels: app.config.uploadMaxPixels, log },
        [{ name: row.name, path: target, refusal: null }],
        { id: row.userId },
      );
    } finally {
      await fs.promises.rm(target, { force: true });
    }
  };
  for (let turn = 1; ; turn += 1) {
    try {
      const outcome = await publishOnce(app, row.userId, row.key, publish);
      return { published: outcome.published, refused: outcome.refused.map(({ name, reason }) => ({ name, reason })) };
    } catch (error) {
      // The same key is being published right now (a retry of the form, another upload of the
      // photo): its outcome, once recorded, is this one's.
      if (!(error instanceof HttpError && error.statusCode === 409) || turn >= SAME_KEY_TURNS) throw error;
      await sleep(SAME_KEY_WAIT_MS);
    }
  }
}
