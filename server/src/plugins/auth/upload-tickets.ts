import { signTicket, verifyTicket, type TicketHolder, type TicketKind } from './signed-tickets.js';

/** The congress day with margins: a ticket asked for in the morning still works in the evening. */
export const UPLOAD_TICKET_TTL_SECONDS = 12 * 3600;

const UPLOAD: TicketKind = { audience: 'congres:upload', ttlSeconds: UPLOAD_TICKET_TTL_SECONDS };

export interface UploadTickets {
  /** A signed ticket letting `userId` publish photos for twelve hours, tied to the login session `sessionId`. */
  issue(userId: number, sessionId: string): Promise<{ ticket: string; expiresAt: Date }>;
  /** Whom a ticket was issued to, if it is a genuine, unexpired upload ticket; else null. */
  verify(ticket: string): Promise<TicketHolder | null>;
}

/**
 * Tickets for the service worker, which sends the photo queue while no page is open (decision
 * 072) and cannot read the login token (local storage). One only publishes photos
 * (POST /api/upload-photo); every other route refuses it.
 */
export function createUploadTickets(secret: Uint8Array): UploadTickets {
  return {
    issue: (userId, sessionId) => signTicket(secret, UPLOAD, { userId, sessionId }),
    verify: (ticket) => verifyTicket(secret, UPLOAD, ticket),
  };
}
