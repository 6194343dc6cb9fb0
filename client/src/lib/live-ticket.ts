import { LIVE_TICKET_PATH, type LiveTicketReply } from '@congres/contracts';
import { apiFetch } from './api-client';

/**
 * What asking for a live ticket (decision 104) gave: the ticket; `refused` when the server will
 * not give this session one (401: signed out meanwhile; 403: not an organiser, whatever the
 * token's menus say); `failed` when it may later (network, 429, 5xx).
 */
export type LiveTicketAnswer = { ticket: string } | 'refused' | 'failed';

/** Asks POST /api/events/ticket with the login token, for an organisers' event stream. */
export async function askLiveTicket(token: string): Promise<LiveTicketAnswer> {
  let response: Response;
  try {
    response = await apiFetch(LIVE_TICKET_PATH.replace(/^\/api/, ''), { method: 'POST', token });
  } catch {
    return 'failed';
  }
  // A 401 has signed out already (apiFetch).
  if (response.status === 401 || response.status === 403) return 'refused';
  if (response.status !== 201) return 'failed';
  try {
    const { ticket } = (await response.json()) as Partial<LiveTicketReply>;
    return typeof ticket === 'string' && ticket !== '' ? { ticket } : 'failed';
  } catch {
    return 'failed';
  }
}
