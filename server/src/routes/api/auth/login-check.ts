import { LoginBody, TokenBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { createPacer } from '../../../scheduling/pacer.js';
import { HttpError } from '../../../http/http-error.js';
import type { KnownDevice } from '../../../plugins/auth/device-cookies.js';
import { createFairQueue, HEAVY_TASK_COST } from '../../../scheduling/fair-queue.js';
import { verifyPassword } from '../../../domain/account/passwords.js';
import { findUserByEmail } from '../../../domain/account/users.js';
import { normalizeAccountFields } from './account-fields.js';
import { LOGIN_WORK_PER_ADDRESS, rateLimit } from '../rate-limits.js';

/** One message for an unknown email and a wrong password: the answer tells nothing more. */
export const BAD_CREDENTIALS_MESSAGE = 'Email ou mot de passe incorrect.';

/** An address whose line for the argon2 work is full: a flood is on, for a second or two. */
export const LOGIN_BUSY_MESSAGE =
  'Trop de connexions en même temps depuis votre réseau. Réessayez dans quelques secondes.';

/** The login route's device, when the request's device cookie is of the account asked for. */
const knownDevices = new WeakMap<FastifyRequest, KnownDevice>();

/**
 * POST /api/login_check: 200 {token} for the right email and password, else 401 (decision 044).
 * A browser that logged in to the account before (its device cookie) has its own allowance of
 * attempts, untouched by guessers elsewhere; any other browser shares the account's allowance
 * for unknown browsers, and waits its turn for the argon2 work of its address (a pacer, not a
 * lock: the venue's one address is never shut out once a flood stops).
 */
const loginCheck: FastifyPluginAsyncTypebox = async (app) => {
  const perDevice = rateLimit(app, 'loginPerDevice', (request) => knownDevices.get(request)?.deviceId ?? '');
  const perAccount = rateLimit(app, 'loginPerEmail', 'email');
  const work = createPacer(LOGIN_WORK_PER_ADDRESS);
  // The hashing itself: unknown browsers' verifications take every core but one (they are
  // "heavy" in the fair queue's terms, shared fairly between addresses); a known device's
  // takes the one kept, so a flood never holds its login up behind the guessers' (decision 044).
  const hashing = createFairQueue(Math.max(2, os.availableParallelism()));

  app.post(
    '/login_check',
    {
      schema: { body: LoginBody, response: { 200: TokenBody } },
      preValidation: normalizeAccountFields,
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const device = app.deviceCookies.read(request);
      if (device !== null && user !== undefined && device.userId === user.id) {
        knownDevices.set(request, device);
        await perDevice(request, reply);
      } else {
        // The account's count first: an account already locked for unknown browsers costs no hashing.
        await perAccount(request, reply);
        if (!(await work.take(request.ip))) {
          request.log.info({ limit: 'loginWorkPerAddress' }, 'rate limit reached');
          reply.header('retry-after', '1');
          throw new HttpError(429, LOGIN_BUSY_MESSAGE);
        }
      }
      // Verified against a throwaway hash when there is no account: same work, same time.
      const known = knownDevices.has(request);
      const passwordOk = await hashing.run(
        known ? 'known-devices' : `address:${request.ip}`,
        () => verifyPassword(user?.password_hash, password),
        known ? 0 : HEAVY_TASK_COST + 1,
      );
      if (user === undefined || !passwordOk) {
        request.log.info({ known: user !== undefined, knownDevice: known }, 'login refused');
        throw new HttpError(401, BAD_CREDENTIALS_MESSAGE);
      }
      const token = await app.authTokens.issue(user);
      app.deviceCookies.remember(request, reply, user.id);
      request.log.info({ userId: user.id }, 'login');
      return { token };
    },
  );
};
export default loginCheck;
