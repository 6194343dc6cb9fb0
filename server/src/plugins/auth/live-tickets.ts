import { signTicket, verifyTicket, type TicketHolder, type TicketKind } from './signed-tickets.js';

/**
 * Time to open the stream it was asked for, with margin for a slow network: a ticket is shown
 * once, when its stream opens; the page asks for another when it opens a new one.
 */
export const LIVE_TICKET_TTL_SECONDS = 60;

const LIVE: TicketKind = { audience: 'congres:live', ttlSeconds: LIVE_TICKET_TTL_SECONDS };

export interface LiveTickets {
  /** A signed ticket opening an organisers' event stream for a minute, tied to the login session `sessionId`. */
  issue(userId: number, sessionId: string): Promise<{ ticket: string; expiresAt: Date }>;
  /** Whom a ticket was issued to, if it is a genuine, unexpired live ticket; else null. */
  verify(ticket: string): Promise<TicketHolder | null>;
}

/**
 * Tickets for the organisers' event stream (decision 104): an EventSource cannot send the
 * Authorization header, so an organiser's page asks for one and opens `/api/events?ticket=…`.
 * One opens a stream and nothing else; whoever holds it is checked again (session, role).
 */
export function createLiveTickets(secret: Uint8Array): LiveTickets {
  return {
    issue: (userId, sessionId) => signTicket(secret, LIVE, { userId, sessionId }),
    verify: (ticket) => verifyTicket(secret, LIVE, ticket),
  };
}
