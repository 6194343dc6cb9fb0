import { callApi } from '../../../lib/api-result';
import { decodeToken, sessionIdOf } from '../../../lib/session';
import { forgetUploadTicket, keepUploadTicket, readUploadTicket } from './queue-store';

/** Half a ticket's twelve hours: one request a morning and one an afternoon, at most. */
const RENEW_WITHIN_MS = 6 * 3600 * 1000;

/**
 * Keeps an upload ticket of this login session for the service worker (decision 072), asked for
 * ahead of need: photos wait in the queue when the network is gone, when none can be asked for.
 * Signed out (no token, or an expired one), the ticket is forgotten. Best effort: a failure
 * leaves the queue to the pages, as without Background Sync.
 */
export async function holdUploadTicket(token: string | null, now: number = Date.now()): Promise<void> {
  const session = token === null || decodeToken(token, now) === null ? null : sessionIdOf(token);
  if (token === null || session === null) return forgetUploadTicket();
  const held = await readUploadTicket();
  if (held?.session === session && Date.parse(held.expiresAt) - now > RENEW_WITHIN_MS) return;
  // No message is shown: a failure only leaves the queue to the pages.
  const answer = await callApi('/upload-tickets', { method: 'POST', token }, 'UploadTicketReply', () => '');
  if (answer.ok) await keepUploadTicket({ ticket: answer.data.ticket, expiresAt: answer.data.expiresAt, session });
}
