import { postTransport } from './photo-transport';
import { nextToSend } from './queue-order';
import { verdictOf } from './queue-outcome';
import { forgetUploadTicket, listQueued, readUploadTicket, updateQueued } from './queue-store';

/** How the service worker's sending of the queue ended, when it did not have to be tried again. */
export type WorkerSendResult =
  /** Nothing waits any more (each photo published or refused). */
  | 'done'
  /** No live upload ticket: the queue waits for the next visit. */
  | 'no-ticket'
  /** The next photo is not prepared yet (shared, not compressed): it and those after it wait for a page. */
  | 'left-for-page';

/**
 * Sends the queue from the service worker while no page is open (Background Sync, decision
 * 072): one photo at a time in the page's order, each with its idempotency key, by
 * POST /api/upload-photo with the upload ticket, recording each outcome in the photo's record as
 * the page does. Rejects when the network or a busy server stops it, so the browser tries again
 * later; the photos left are still pending.
 */
export async function sendQueueFromWorker(now: number = Date.now()): Promise<WorkerSendResult> {
  const held = await readUploadTicket();
  if (!held) return 'no-ticket';
  if (!(Date.parse(held.expiresAt) > now)) {
    await forgetUploadTicket();
    return 'no-ticket';
  }
  const transport = postTransport(held.ticket);
  // No one can remove a photo meanwhile (no page is open): nothing to abort.
  const { signal } = new AbortController();
  for (;;) {
    const next = nextToSend(await listQueued());
    if (!next) return 'done';
    // Sending a later batch first would break the order chosen (decision 037).
    if (!next.prepared) return 'left-for-page';
    const verdict = verdictOf(await transport.send(next, next.key, () => undefined, signal));
    switch (verdict.kind) {
      case 'settled':
        await updateQueued(next.seq, verdict.change);
        break;
      case 'unauthorized':
        // Logged out, password reset, account deleted: the ticket is dead, the page decides.
        await forgetUploadTicket();
        return 'no-ticket';
      case 'server':
      case 'network':
        throw new Error(`The queue stopped (${verdict.kind}): Background Sync tries again later.`);
    }
  }
}
