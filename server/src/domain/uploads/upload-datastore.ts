import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../config/config.js';

/** A tus store that can also hand back the bytes of a finished upload (both stores can). */
export type UploadDatastore = DataStore & { read(id: string): Readable | Promise<Readable> };

/** How long an upload may stay open, and a finished one's answer is kept (a day of retries, as for the keys). */
export const UPLOAD_MAX_AGE_MS = 24 * 3600_000;

/** Where partial uploads live on disk with the local storage: outside `incoming`, which a start empties. */
export const uploadsInProgressDir = (dataDir: string) => path.join(dataDir, 'uploads-in-progress');

/**
 * The one place the tus store is chosen from the settings (decision 050): a folder of DATA_DIR
 * beside the photos, or, with STORAGE=s3, the photos' bucket (multipart uploads, keys at its
 * root: the photo storage only ever lists photos/ and thumbs/), so that an upload started on one
 * instance resumes on another.
 */
export async function createUploadDatastore(config: Config): Promise<UploadDatastore> {
  const { storage } = config;
  if (storage.engine === 'local') {
    // Expiry lets the sweep find partials no row names any more (their account was deleted).
    return new FileStore({
      directory: uploadsInProgressDir(config.dataDir),
      expirationPeriodInMilliseconds: UPLOAD_MAX_AGE_MS,
    });
  }
  // Loaded only for a bucket, as the photos' SDK (create-photo-files.ts): a default start pays nothing for it.
  const { createS3UploadStore } = await import('./s3-upload-store.js');
  return createS3UploadStore(storage);
}
