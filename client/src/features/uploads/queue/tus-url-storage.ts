import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { setTusUpload, tusUploads } from './queue-store';

const PREFIX = 'congres-upload-';

/** The fingerprint tus-js-client files a photo's upload under: its idempotency key. */
export const fingerprintOf = (key: string): string => `${PREFIX}${key}`;

const keyOf = (fingerprint: string): string | undefined =>
  fingerprint.startsWith(PREFIX) ? fingerprint.slice(PREFIX.length) : undefined;

async function previousUploads(only?: string): Promise<PreviousUpload[]> {
  return (await tusUploads())
    .filter(({ key }) => only === undefined || key === only)
    .map(({ key, upload }) => ({ ...upload, urlStorageKey: fingerprintOf(key) }));
}

/**
 * Where tus-js-client keeps an upload's address to resume it after a reload: in the queued
 * photo's own IndexedDB record, beside its key (decision 053). Its default, local storage, would
 * add `tus::` entries beside the spec's token, which must stay alone there (spec 3). One upload
 * per photo, so the fingerprint is also the storage key; a photo no longer queued keeps none.
 */
export const queueUrlStorage: UrlStorage = {
  findAllUploads: () => previousUploads(),
  async findUploadsByFingerprint(fingerprint) {
    const key = keyOf(fingerprint);
    return key === undefined ? [] : previousUploads(key);
  },
  async removeUpload(urlStorageKey) {
    const key = keyOf(urlStorageKey);
    if (key !== undefined) await setTusUpload(key, undefined);
  },
  async addUpload(fingerprint, { uploadUrl, parallelUploadUrls, size, metadata, creationTime }) {
    const key = keyOf(fingerprint);
    if (key !== undefined) await setTusUpload(key, { uploadUrl, parallelUploadUrls, size, metadata, creationTime });
    return fingerprint;
  },
};
