import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

const ALGORITHM = 'HS256';

/** Who a ticket was issued to: the account, and the login session (token jti) that asked for it. */
export interface TicketHolder {
  userId: number;
  sessionId: string;
}

/**
 * One kind of ticket: signed like login tokens (same secret, pinned algorithm), under an
 * audience of its own. Login tokens carry no audience and are refused when they do, so no
 * kind can pass for a login token, for another kind, nor a login token for one.
 */
export interface TicketKind {
  audience: `congres:${string}`;
  ttlSeconds: number;
}

/** Signs a ticket of `kind` for `holder`, with `claims` beside the account and the session. */
export async function signTicket(
  secret: Uint8Array,
  kind: TicketKind,
  { userId, sessionId }: TicketHolder,
  claims: JWTPayload = {},
): Promise<{ ticket: string; expiresAt: Date }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + kind.ttlSeconds;
  const ticket = await new SignJWT({ ...claims, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setAudience(kind.audience)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { ticket, expiresAt: new Date(exp * 1000) };
}

/**
 * Whom a ticket of `kind` was issued to, if it is genuine, unexpired, of that audience and its
 * claims pass `accept`; else null. The session it names is the caller's to check.
 */
export async function verifyTicket(
  secret: Uint8Array,
  kind: TicketKind,
  ticket: string,
  accept: (payload: JWTPayload) => boolean = () => true,
): Promise<TicketHolder | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, {
      algorithms: [ALGORITHM],
      audience: kind.audience,
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!accept(payload) || !Number.isSafeInteger(userId) || typeof sessionId !== 'string') return null;
    return { userId, sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
