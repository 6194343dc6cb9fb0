import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_BYTES = 32;

/**
 * The key that signs login tokens: JWT_SECRET when set, else a random one generated on first
 * start and kept in DATA_DIR (mode 0600) so that logins survive a restart.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, JWT_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process created the file first: then that one is read below.
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes: delete it to generate a new secret.`);
  }
  // A copied or restored file may have lost its mode; only the server's user may read it.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
}

/**
 * A key of its own for one purpose (`label`), derived from the signing secret (HMAC-SHA256): a
 * value keyed with it cannot be recomputed without the server's secret, and is the same on every
 * instance of a site (they share JWT_SECRET).
 */
export function derivedKey(secret: Uint8Array, label: string): Buffer {
  return crypto.createHmac('sha256', secret).update(label).digest();
}
