import { uploadPhotos, type UploadOutcome } from '../api/upload-photos';
import type { QueuedPhoto } from './queue-store';

/**
 * How the queue sends one photo: the one interface behind which the transfer may change
 * (decision 053). Every request of a photo carries its idempotency key, so a repeat whose
 * first answer was lost gets that answer again instead of a second copy or a refusal.
 */
export interface PhotoTransport {
  send(
    photo: QueuedPhoto,
    key: string,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ): Promise<UploadOutcome>;
}

/** POST /api/upload-photo, one photo per request, with `Idempotency-Key` (decision 047). */
export function postTransport(token: string): PhotoTransport {
  return {
    send: (photo, key, onProgress, signal) =>
      uploadPhotos([{ file: photo.blob, name: photo.name }], token, onProgress, {
        headers: { 'idempotency-key': key },
        signal,
      }),
  };
}
