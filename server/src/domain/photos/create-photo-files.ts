import type { Config } from '../../config/config.js';
import { createLocalPhotoFiles, type PhotoFiles } from './photo-files.js';

/**
 * The photo storage the settings name: DATA_DIR/photos, or the S3 bucket. The only place that
 * picks. The AWS SDK is loaded only for a bucket (a default start would pay 25 MB and half a second).
 */
export async function createPhotoFiles(config: Pick<Config, 'dataDir' | 'storage'>): Promise<PhotoFiles> {
  switch (config.storage.engine) {
    case 'local':
      return createLocalPhotoFiles(config.dataDir);
    case 's3': {
      const { createS3PhotoFiles } = await import('./s3-photo-files.js');
      return createS3PhotoFiles(config.storage);
    }
  }
}
