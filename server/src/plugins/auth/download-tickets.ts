import type { DownloadKind } from '@congres/contracts';
import { signTicket, verifyTicket, type TicketHolder, type TicketKind } from './signed-tickets.js';

export type { TicketHolder } from './signed-tickets.js';

/** Long enough to follow the link, short enough that a link copied from a history is dead. */
export const DOWNLOAD_TICKET_TTL_SECONDS = 120;

const DOWNLOAD: TicketKind = { audience: 'congres:download', ttlSeconds: DOWNLOAD_TICKET_TTL_SECONDS };

export interface DownloadTickets {
  /**
   * A signed ticket letting `userId` download `kind` for the next two minutes, tied to the
   * login session `sessionId`: it dies with it (logout, password reset, account deletion).
   */
  issue(userId: number, sessionId: string, kind: DownloadKind): Promise<{ ticket: string; expiresAt: Date }>;
  /** Whom a ticket was issued to, if it is genuine, unexpired and for `kind`; else null. */
  verify(ticket: string, kind: DownloadKind): Promise<TicketHolder | null>;
}

/**
 * Tickets for downloads a browser starts by following a link (a zip far too large to fetch
 * into memory first), which cannot carry the Authorization header. Whoever holds the ticket is
 * checked again (account, role) when the download starts.
 */
export function createDownloadTickets(secret: Uint8Array): DownloadTickets {
  return {
    issue: (userId, sessionId, kind) => signTicket(secret, DOWNLOAD, { userId, sessionId }, { download: kind }),
    verify: (ticket, kind) => verifyTicket(secret, DOWNLOAD, ticket, (payload) => payload.download === kind),
  };
}
