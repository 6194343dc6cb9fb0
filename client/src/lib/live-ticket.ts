import { LIVE_TICKET_PATH } from '@congres/contracts';
import { callApi } from './api-result';

/**
 * What asking for a live ticket (decision 104) gave: the ticket; `refused` when the server will
 * not give this session one (401: signed out meanwhile; 403: not an organiser, whatever the
 * token's menus say); `failed` when it may later (network, 429, 5xx, an answer without a ticket).
 */
export type LiveTicketAnswer = { ticket: string } | 'refused' | 'failed';

/** Asks POST /api/events/ticket with the login token, for an organisers' event stream. */
export async function askLiveTicket(token: string): Promise<LiveTicketAnswer> {
  // No message is shown: the event stream only needs to know whether to ask again.
  const path = LIVE_TICKET_PATH.replace(/^\/api/, '');
  const answer = await callApi(path, { method: 'POST', token }, 'LiveTicketReply', () => '');
  if (answer.ok) return answer.data.ticket !== '' ? { ticket: answer.data.ticket } : 'failed';
  // A 401 has signed out already (apiFetch).
  return answer.status === 401 || answer.status === 403 ? 'refused' : 'failed';
}
