import type { Config } from '../../../config/config.js';
import { createLocalPhotoFiles, type PhotoFiles } from './photo-files.js';
import { createS3PhotoFiles } from './s3-photo-files.js';

/** The photo storage the settings name: DATA_DIR/photos, or the S3 bucket. The only place that picks. */
export function createPhotoFiles(config: Pick<Config, 'dataDir' | 'storage'>): PhotoFiles {
  switch (config.storage.engine) {
    case 'local':
      return createLocalPhotoFiles(config.dataDir);
    case 's3':
      return createS3PhotoFiles(config.storage);
  }
}
