import type { RefusedFile } from '@congres/contracts';
import type { UploadOutcome } from '../api/upload-photos';
import type { QueuedPhoto } from './queue-store';

/**
 * What an answer means for a queued photo, for the page and the service worker alike: it is
 * settled (published, or refused with the server's reason), or the run stops with it waiting.
 */
export type QueueVerdict =
  | { kind: 'settled'; change: Pick<QueuedPhoto, 'state' | 'photo' | 'reason'> }
  | { kind: 'server'; message: string | undefined }
  | { kind: 'unauthorized' }
  | { kind: 'network' };

/** Busy, rate-limited, the same photo still being processed elsewhere: the photo waits (decision 053). */
const BUSY = [408, 409, 423, 429];

export function verdictOf(outcome: UploadOutcome): QueueVerdict {
  switch (outcome.kind) {
    case 'published': {
      const [photo] = outcome.result.published;
      const change = photo
        ? { state: 'published' as const, photo }
        : { state: 'refused' as const, reason: reasonOf(outcome.result.refused, undefined) };
      return { kind: 'settled', change };
    }
    case 'failed':
      if (outcome.status >= 500 || BUSY.includes(outcome.status)) return { kind: 'server', message: outcome.message };
      return { kind: 'settled', change: { state: 'refused', reason: reasonOf(outcome.refused, outcome.message) } };
    case 'unauthorized':
      return { kind: 'unauthorized' };
    case 'network':
      return { kind: 'network' };
  }
}

function reasonOf(refused: RefusedFile[], message: string | undefined): string {
  return refused[0]?.reason ?? message ?? 'Erreur upload';
}
