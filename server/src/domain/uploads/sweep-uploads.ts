import type { FastifyBaseLogger } from 'fastify';
import { loggedUploadId } from '../../http/request-log.js';
import type { UploadDatastore } from './upload-datastore.js';
import type { UploadRows } from './upload-rows.js';

/**
 * Removes the uploads created before `olderThan`: the bytes of those never finished (an
 * attendee who gave up, a phone that never came back) and the remembered answers of finished
 * ones. Returns how many rows went, for the log.
 */
export async function sweepUploads(
  rows: UploadRows,
  datastore: UploadDatastore,
  olderThan: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  let removed = 0;
  for (const row of await rows.olderThan(olderThan)) {
    // Processing takes minutes at most: older than the cutoff it is a crash's leftover too.
    if (row.state !== 'done') {
      try {
        await datastore.remove(row.id);
      } catch (error) {
        // Already gone (never written, or terminated): nothing to free. Otherwise the next sweep tries again.
        if ((error as { status_code?: number }).status_code !== 404) {
          log.warn({ err: error, upload: loggedUploadId(row.id) }, 'partial upload could not be removed');
          continue;
        }
      }
    }
    await rows.remove(row.id);
    removed += 1;
  }
  // Partials without a row (their account was deleted): the folder store finds them by age itself.
  if (datastore.hasExtension('expiration')) {
    removed += await datastore.deleteExpired().catch((error: unknown) => {
      log.warn({ err: error }, 'expired partial uploads could not be removed');
      return 0;
    });
  }
  return removed;
}
