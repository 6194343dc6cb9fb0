import { decodeJwt, SignJWT, type JWTPayload } from 'jose';

/**
 * A token made from a real one (login token or download ticket): the same claims, with
 * `changes` applied, signed again with `secret`. With the server's own secret it is what an
 * attacker who learnt the key could make; with another key, what anyone can make.
 */
export function resign(token: string, secret: string, changes: JWTPayload = {}): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...changes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** An `exp` claim in the past: the token expired a minute ago. */
export const expiredClaims = (): JWTPayload => {
  const now = Math.floor(Date.now() / 1000);
  return { iat: now - 3600, exp: now - 60 };
};
