import crypto from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (about 40 ms here). */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules.
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id; the result embeds its salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throwaway hash when there is no
 * account, so that an unknown email costs the same time as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
