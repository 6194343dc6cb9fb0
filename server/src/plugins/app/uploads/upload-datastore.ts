import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { Config } from '../../../config/config.js';

/** A tus store that can also hand back the bytes of a finished upload (both stores can). */
export type UploadDatastore = DataStore & { read(id: string): Readable | Promise<Readable> };

/** Where partial uploads live on disk with the local storage: outside `incoming`, which a start empties. */
export const uploadsInProgressDir = (dataDir: string) => path.join(dataDir, 'uploads-in-progress');

/**
 * The one place the tus store is chosen from the settings (decision 050): a folder of DATA_DIR
 * beside the photos, or, with STORAGE=s3, the photos' bucket (multipart uploads, keys at its
 * root: the photo storage only ever lists photos/ and thumbs/), so that an upload started on one
 * instance resumes on another.
 */
export function createUploadDatastore(config: Config): UploadDatastore {
  const { storage } = config;
  if (storage.engine === 'local') return new FileStore({ directory: uploadsInProgressDir(config.dataDir) });
  return new S3UploadStore({
    // Object tags mark finished uploads for expiry rules; several S3-compatible stores lack them,
    // and our own sweep removes partial uploads by age.
    useTags: false,
    s3ClientConfig: {
      bucket: storage.bucket,
      region: storage.region,
      endpoint: storage.endpoint,
      forcePathStyle: storage.forcePathStyle,
      credentials: storage.credentials,
      // As for the photos (s3-photo-files.ts): checksums only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      maxAttempts: 3,
    },
  });
}

/**
 * @tus/s3-store 2.0.7 removes an upload's multipart upload and its `.info` object, but leaves
 * the `.part` object holding bytes received after the last full part: removed here too, so a
 * termination or the sweep leaves nothing of the upload in the bucket.
 */
class S3UploadStore extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.deleteIncompletePart(id);
  }
}
