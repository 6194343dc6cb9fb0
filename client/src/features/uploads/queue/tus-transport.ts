import type { DetailedError, HttpResponse } from 'tus-js-client';
import { apiFetch, apiUrl } from '../../../lib/api-client';
import { uploadOutcome, type UploadOutcome } from '../api/upload-photos';
import type { PhotoTransport } from './photo-transport';
import { fingerprintOf, queueUrlStorage } from './tus-url-storage';

/** What tus may answer besides an upload's outcome: this server offers no tus here. */
export type TusOutcome = UploadOutcome | { kind: 'unavailable' };

/** Small enough that a cut on the venue's wifi costs little: the next request resumes after it. */
const CHUNK_BYTES = 256 * 1024;

/**
 * tus 1.0 against /api/uploads (decision 050): a transfer cut half way resumes from the
 * offset the server has, after a reload too (tus-js-client keeps the upload's address in the
 * photo's queue record, tus-url-storage.ts). The finishing PATCH answers like POST /api/upload-photo;
 * when that answer is lost, or the upload was found complete on resume, GET …/outcome says it.
 */
export function tusTransport(token: string): {
  send: (...args: Parameters<PhotoTransport['send']>) => Promise<TusOutcome>;
} {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async send(photo, key, onProgress, signal) {
      // Loaded when a photo leaves: visitors who only look never download it.
      const { Upload } = await import('tus-js-client');
      return new Promise<TusOutcome>((resolve) => {
        const upload = new Upload(photo.blob, {
          endpoint: new URL(apiUrl('/uploads'), window.location.href).href,
          headers,
          metadata: { filename: photo.name, filetype: photo.type || 'application/octet-stream', key },
          chunkSize: CHUNK_BYTES,
          retryDelays: [0, 1000, 3000],
          fingerprint: () => Promise.resolve(fingerprintOf(key)),
          storeFingerprintForResuming: true,
          urlStorage: queueUrlStorage,
          removeFingerprintOnSuccess: true,
          onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
          onSuccess: ({ lastResponse }) => void finished(lastResponse, upload.url).then(resolve),
          onError: (error) => resolve(failure(error)),
        });
        signal.addEventListener(
          'abort',
          () => {
            void upload.abort();
            resolve({ kind: 'network' });
          },
          { once: true },
        );
        void upload.findPreviousUploads().then(
          (previous) => {
            const last = previous.at(-1);
            if (last) upload.resumeFromPreviousUpload(last);
            upload.start();
          },
          () => upload.start(),
        );
      });
    },
  };

  async function finished(response: HttpResponse, url: string | null): Promise<TusOutcome> {
    const text = response.getBody();
    if (text) {
      try {
        return uploadOutcome(response.getStatus(), JSON.parse(text));
      } catch {
        // Not the JSON we wait for (a proxy's page): ask for the outcome below.
      }
    }
    if (!url) return { kind: 'network' };
    try {
      const answer = await apiFetch(`${new URL(url).pathname.replace(/^.*?\/api/, '')}/outcome`, { token });
      // Forgotten (swept): the photo is sent again whole, under the same key, so never twice.
      if (answer.status === 404) return { kind: 'unavailable' };
      return uploadOutcome(answer.status, await answer.json().catch(() => undefined));
    } catch {
      return { kind: 'network' };
    }
  }
}

/**
 * What a failed tus request means: no answer is the network; a creation that found no tus
 * endpoint (404, 405, 501, or an answer without the upload's address) means none is here;
 * any other answer says why.
 */
async function failure(error: Error | DetailedError): Promise<TusOutcome> {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return { kind: 'network' };
  const status = response.getStatus();
  const creating = 'originalRequest' in error && error.originalRequest.getMethod() === 'POST';
  if (creating && (status < 400 || [404, 405, 501].includes(status))) return { kind: 'unavailable' };
  let body: unknown;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = undefined;
  }
  return uploadOutcome(status, body);
}

/** Gives up a photo's upload on the server (the attendee removed it from the queue); best effort. */
export async function forgetTusUpload(uploadUrl: string, token: string): Promise<void> {
  const { Upload } = await import('tus-js-client');
  await Upload.terminate(uploadUrl, { headers: { authorization: `Bearer ${token}` } });
}
