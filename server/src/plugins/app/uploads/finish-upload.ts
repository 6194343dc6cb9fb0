import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { UploadResult } from '@congres/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { publishUploads } from '../photos/publish-uploads.js';
import type { UploadDatastore } from './upload-datastore.js';
import type { UploadRow } from './upload-rows.js';

/**
 * Hands a finished upload to the photo pipeline as ONE received file, exactly as
 * `POST /api/upload-photo` does for one file (checks by content, fair workers, thumbnails,
 * duplicates), and gives its answer: `{published, refused}`. The bytes are first copied from the
 * tus store (a folder or the bucket) to the instance's own `incoming` folder, which the
 * pipeline removes. The idempotency key of the upload wraps the publication here, and only here.
 */
export async function finishUpload(
  app: Pick<FastifyInstance, 'photos' | 'config'>,
  datastore: UploadDatastore,
  row: UploadRow,
  log: FastifyBaseLogger,
): Promise<UploadResult> {
  const target = path.join(app.photos.incomingDir, `resumable-${row.id}`);
  try {
    await pipeline(await datastore.read(row.id), fs.createWriteStream(target));
    const outcome = await publishUploads(
      app.photos,
      { maxPixels: app.config.uploadMaxPixels, log },
      [{ name: row.name, path: target, refusal: null }],
      { id: row.userId },
    );
    return { published: outcome.published, refused: outcome.refused.map(({ name, reason }) => ({ name, reason })) };
  } finally {
    await fs.promises.rm(target, { force: true });
  }
}
