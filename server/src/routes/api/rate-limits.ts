import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.js';

/**
 * Every limit of the API, in one place (the README, docs/security.md and docs/decisions/006
 * list them). Hundreds of attendees share the venue wifi's one public address, so the
 * per-address limits are generous; the per-account limits do the real work against guessing,
 * storms of reports and repeated heavy downloads.
 */
export const RATE_LIMITS = {
  /** Logins from browsers not known to the account (no device cookie of it): per account. */
  loginPerEmail: { max: 10, windowMinutes: 15 },
  /** Logins from a browser that logged in to the account before (its device cookie): per device. */
  loginPerDevice: { max: 10, windowMinutes: 15 },
  forgotPasswordPerEmail: { max: 5, windowMinutes: 60 },
  forgotPasswordPerIp: { max: 200, windowMinutes: 60 },
  registerPerIp: { max: 100, windowMinutes: 15 },
  resetPasswordPerIp: { max: 100, windowMinutes: 15 },
  reportPerUser: { max: 20, windowMinutes: 60 },
  deleteAccountPerUser: { max: 10, windowMinutes: 15 },
  downloadTicketPerUser: { max: 30, windowMinutes: 60 },
  /** The gallery asks again only past half a ticket's life or after a new login (decision 072). */
  uploadTicketPerUser: { max: 30, windowMinutes: 60 },
  /**
   * Tickets of the organisers' event stream (decision 104): one per stream opened, another when
   * one closes (a network drop); an organiser's few pages on a weak wifi stay far below.
   */
  liveTicketPerUser: { max: 60, windowMinutes: 5 },
  /** Announcements posted by one organiser (decision 062): a slip of a key, not a day's work. */
  announcementPerUser: { max: 30, windowMinutes: 60 },
  /** Codes checked on /verification (decision 095): a person types a few; 50 random bits stay out of a guesser's reach. */
  certificateCheckPerIp: { max: 60, windowMinutes: 1 },
  /**
   * "This /mur screen is on" (decision 065): a wall says it every 30 s, so 150 a minute is 50
   * screens behind one address (its cap) with room to spare; a flood writes no faster than this.
   */
  wallScreenPerIp: { max: 150, windowMinutes: 1 },
  /**
   * Attendance signatures (decision 091), per account and never per address: the room's 300
   * attendees sign within minutes through the venue's one address. Twenty covers retries of a
   * stale code or a bad drawing.
   */
  attendanceSignPerUser: { max: 20, windowMinutes: 5 },
  /** Participants without a phone recorded by one organiser: a room's worth, not a flood. */
  attendanceRecordPerUser: { max: 300, windowMinutes: 15 },
  /**
   * Questions from the room (decision 118), per account and never per address (the venue is one
   * address): a few a minute, then a 429 with Retry-After.
   */
  questionPerUser: { max: 3, windowMinutes: 1 },
  /** Votes given and taken back on questions: a thumb on every question of a long list, not a script. */
  questionVotePerUser: { max: 120, windowMinutes: 1 },
  /** Poll votes: one per poll anyway; this bounds the refusals a script can ask for. */
  pollVotePerUser: { max: 30, windowMinutes: 1 },
  /** Polls written by one organiser: a day's worth in an hour. */
  pollPerUser: { max: 60, windowMinutes: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Logins from unknown browsers are paced per address rather than counted (decision 044): each
 * costs an argon2 verification (about 40 ms of a core), so an address gets 30 at once, then 10 a
 * second, with 30 more waiting in line; beyond that it gets a 429 for a second. The venue's one
 * address is never shut out once a flood stops, and browsers known to the account skip the line.
 */
export const LOGIN_WORK_PER_ADDRESS = { perSecond: 10, burst: 30, maxWaiting: 30 } as const;

/**
 * What a limit counts by: the client's address (TRUST_PROXY decides which), the email sent, the
 * signed-in account (after requireUser), or a key the route computes.
 */
export type RateLimitKey = 'ip' | 'email' | 'user' | ((request: FastifyRequest) => string);

/** Distinct keys remembered per limit (least recently seen forgotten first). */
const KEYS_REMEMBERED = 20_000;

/** The French refusal, saying when to try again. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Trop de tentatives. Réessayez dans ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

function keyOf(request: FastifyRequest, by: RateLimitKey): string {
  if (typeof by === 'function') return by(request);
  if (by === 'ip') return request.ip;
  if (by === 'user') return String(request.user?.id ?? '');
  // Runs after validation: the email is present and normalized by normalizeAccountFields.
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * A preHandler enforcing one limit: 429 `{message}` with Retry-After once it is exceeded.
 * (The plugin's own route hook runs only one limit per request; a route here needs two.)
 */
export function rateLimit(
  app: FastifyInstance,
  name: RateLimitName,
  by: RateLimitKey,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const { max, windowMinutes } = RATE_LIMITS[name];
  // `cache` (the store's size) is honoured at run time but missing from the option type.
  const options: CreateRateLimitOptions & { cache: number } = {
    max,
    timeWindow: windowMinutes * 60_000,
    keyGenerator: (request) => `${name}:${keyOf(request, by)}`,
    cache: KEYS_REMEMBERED,
  };
  const check = app.createRateLimit(options);
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    request.log.info({ limit: name }, 'rate limit reached');
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, tooManyAttemptsMessage(result.ttl));
  };
}
