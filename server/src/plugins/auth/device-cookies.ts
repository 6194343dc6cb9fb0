import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { derivedKey } from './signing-key.js';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 044):
 * a browser that logged in to an account gets a signed cookie naming that account and a random
 * device id. When it logs in to that account again it is a known device: its failures are
 * counted for that device alone, so guessers elsewhere (the same venue address included) never
 * lock it out. It proves nothing else: it never logs anyone in.
 */
export const DEVICE_COOKIE = 'congres_device';
/** Only the login route reads it: the cookie is sent nowhere else. */
const COOKIE_PATH = '/api/login_check';
/** Beyond the congress day and its follow-up; browsers cap cookies at 400 days anyway. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VALUE = /^v1\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A genuine device cookie: the account it logged in to, and the device's own id. */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

export interface DeviceCookies {
  /** The device cookie of the request, when genuine; null otherwise (absent, forged, mangled). */
  read(request: FastifyRequest): KnownDevice | null;
  /** Sets a device cookie for `userId` on `reply`: the device kept if it was this account's already. */
  remember(request: FastifyRequest, reply: FastifyReply, userId: number): void;
}

/** Device cookies signed with a key derived from the server's signing secret (HMAC-SHA256). */
export function createDeviceCookies(secret: Uint8Array): DeviceCookies {
  const key = derivedKey(secret, 'congres:device-cookie');
  const sign = (userId: number, deviceId: string) =>
    crypto.createHmac('sha256', key).update(`v1.${userId}.${deviceId}`).digest('base64url');

  const read = (request: FastifyRequest): KnownDevice | null => {
    const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    const match = value === undefined ? null : VALUE.exec(value);
    if (!match) return null;
    const [, user, deviceId = '', mac = ''] = match;
    const userId = Number(user);
    const expected = Buffer.from(sign(userId, deviceId));
    const given = Buffer.from(mac);
    if (!Number.isSafeInteger(userId) || expected.length !== given.length) return null;
    return crypto.timingSafeEqual(expected, given) ? { userId, deviceId } : null;
  };

  return {
    read,
    remember(request, reply, userId) {
      const known = read(request);
      const deviceId = known?.userId === userId ? known.deviceId : crypto.randomBytes(16).toString('base64url');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=v1.${userId}.${deviceId}.${sign(userId, deviceId)}; Path=${COOKIE_PATH}; ` +
          `Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}

/** The value of cookie `name` in a Cookie header (the first, if repeated). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (header === undefined || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
