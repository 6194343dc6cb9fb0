// Test support (not used by the app): tokens whose payload decodes like the server's.

/** base64url of UTF-8 JSON, as each part of a JWT is (a name with accents decodes as written). */
function part(value: unknown): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** A token with exactly `payload` (the signature is the server's business). */
export function tokenWithPayload(payload: Record<string, unknown>): string {
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

/** A valid token for an hour: account `sub` ('1' by default), an attendee unless `role` says otherwise. */
export function fakeToken(username = 'Camille Martin', options: { sub?: string; role?: string } = {}): string {
  return tokenWithPayload({
    sub: options.sub ?? '1',
    username,
    email: 'camille@exemple.fr',
    role: options.role ?? 'attendee',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
}
