import { postTransport, type PhotoTransport } from './photo-transport';
import { tusTransport } from './tus-transport';

/** Set once the server answered that it has no tus endpoint: this page then posts whole photos. */
let tusMissing = false;

/**
 * The queue's transport: tus (resumable) where the server offers it, else one
 * POST /api/upload-photo per photo. Both carry the photo's idempotency key, so switching
 * after a 404 never publishes a photo twice (decision 053).
 */
export function chooseTransport(token: string): PhotoTransport {
  const post = postTransport(token);
  const tus = tusTransport(token);
  return {
    async send(photo, key, onProgress, signal) {
      if (tusMissing) return post.send(photo, key, onProgress, signal);
      const outcome = await tus.send(photo, key, onProgress, signal);
      if (outcome.kind !== 'unavailable') return outcome;
      tusMissing = true;
      return post.send(photo, key, onProgress, signal);
    },
  };
}
