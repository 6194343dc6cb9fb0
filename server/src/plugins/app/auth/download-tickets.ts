import type { DownloadKind } from '@congres/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/** Login tokens have no audience: a ticket can never pass for one, nor one for a ticket. */
const AUDIENCE = 'congres:download';
/** Long enough to follow the link, short enough that a link copied from a history is dead. */
export const DOWNLOAD_TICKET_TTL_SECONDS = 120;

/** Who a ticket was issued to: the account, and the login session (token jti) that asked for it. */
export interface TicketHolder {
  userId: number;
  sessionId: string;
}

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
 * into memory first), which cannot carry the Authorization header. Signed like login tokens,
 * with their own audience; whoever holds the ticket is checked again (account, role) when the
 * download starts.
 */
export function createDownloadTickets(secret: Uint8Array): DownloadTickets {
  return {
    async issue(userId, sessionId, kind) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + DOWNLOAD_TICKET_TTL_SECONDS;
      const ticket = await new SignJWT({ download: kind, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
      return { ticket, expiresAt: new Date(exp * 1000) };
    },
    async verify(ticket, kind) {
      try {
        const { payload } = await jwtVerify(ticket, secret, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (payload.download !== kind || !Number.isSafeInteger(userId) || typeof sessionId !== 'string') return null;
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
