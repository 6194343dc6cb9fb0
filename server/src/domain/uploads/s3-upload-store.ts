import { S3Store } from '@tus/s3-store';
import type { S3Settings } from '../../config/config.js';

/** Partial uploads as multipart uploads in the photos' bucket (decision 050). */
export function createS3UploadStore(settings: S3Settings): S3UploadStore {
  return new S3UploadStore({
    // Object tags mark finished uploads for expiry rules; several S3-compatible stores lack them,
    // and our own sweep removes partial uploads by age.
    useTags: false,
    s3ClientConfig: {
      bucket: settings.bucket,
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
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
