import type { DownloadKind } from '@congres/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
/** Login tokens have no audience: a ticket can never pass for one, nor one for a ticket. */
const AUDIENCE = 'congres:download';
/** Long enough to follow the link, short enough that a link copied from a history is dead. */
export const DOWNLOAD_TICKET_TTL_SECONDS = 120;

export interface DownloadTickets {
  /** A signed ticket letting `userId` download `kind` for the next two minutes. */
  issue(userId: number, kind: DownloadKind): Promise<{ ticket: string; expiresAt: Date }>;
  /** The user a ticket was issued to, if it is genuine, unexpired and for `kind`; else null. */
  verify(ticket: string, kind: DownloadKind): Promise<number | null>;
}

/**
 * Tickets for downloads a browser starts by following a link (a zip far too large to fetch
 * into memory first), which cannot carry the Authorization header. Signed like login tokens,
 * with their own audience; whoever holds the ticket is checked again (account, role) when the
 * download starts.
 */
export function createDownloadTickets(secret: Uint8Array): DownloadTickets {
  return {
    async issue(userId, kind) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + DOWNLOAD_TICKET_TTL_SECONDS;
      const ticket = await new SignJWT({ download: kind })
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
        return payload.download === kind && Number.isSafeInteger(userId) ? userId : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
