import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ATTENDANCE_CODE_PERIOD_MS } from '@congres/contracts';

/**
 * The room's rotating code (decision 091): an HMAC of the half-day's secret (a new one at each
 * opening) and the number of the 30 s window. Nothing is stored per code, and a code of another
 * half-day, or of a closed then reopened one, matches nothing.
 */

/**
 * How long after its window ends a code is still taken: the attendee scans (possibly at the
 * window's last second), reads their name, draws with a finger and sends, on a busy wifi. Two
 * minutes covers that; a photo of the screen sent to someone outside the room is useless soon after.
 */
export const ATTENDANCE_CODE_GRACE_MS = 120_000;

export function newCodeSecret(): string {
  return randomBytes(32).toString('base64url');
}

const windowOf = (ms: number) => Math.floor(ms / ATTENDANCE_CODE_PERIOD_MS);

function codeFor(secret: string, window: number): string {
  return createHmac('sha256', secret).update(`attendance:${window}`).digest('base64url').slice(0, 12);
}

/** The code the screen shows at `now`, and when the next one replaces it. */
export function currentCode(secret: string, now: number): { code: string; changesAt: Date } {
  const window = windowOf(now);
  return { code: codeFor(secret, window), changesAt: new Date((window + 1) * ATTENDANCE_CODE_PERIOD_MS) };
}

/** True when `code` is the one of the current window or of one that ended less than the grace ago. */
export function codeAccepted(secret: string, code: string, now: number): boolean {
  const given = Buffer.from(code);
  const oldest = windowOf(now - ATTENDANCE_CODE_GRACE_MS);
  let accepted = false;
  for (let window = windowOf(now); window >= oldest; window -= 1) {
    const expected = Buffer.from(codeFor(secret, window));
    // Every window compared, in constant time: the answer's delay says nothing about the code.
    if (expected.length === given.length && timingSafeEqual(expected, given)) accepted = true;
  }
  return accepted;
}
