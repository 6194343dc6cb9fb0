import { RegisterBody, RegisteredBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { hashPassword } from '../../../domain/account/passwords.js';
import { createUser, findUserByEmail } from '../../../domain/account/users.js';
import { normalizeAccountFields } from './account-fields.js';
import { rateLimit } from '../rate-limits.js';

/** The spec's client looks for 'déjà existant' in this message (spec section 8). */
export const DUPLICATE_EMAIL_MESSAGE = 'Compte déjà existant pour cet email.';

/** POST /api/register: creates an account (201), 409 when the email is taken. */
const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register',
    {
      schema: { body: RegisterBody, response: { 201: RegisteredBody } },
      preValidation: normalizeAccountFields,
      preHandler: rateLimit(app, 'registerPerIp', 'ip'),
    },
    async (request, reply) => {
      const { email, username, password } = request.body;
      // Checked first so that a duplicate costs no hashing; the insert still guards the race.
      if ((await findUserByEmail(app.db, email)) !== undefined) throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
      const user = await createUser(app.db, { email, username, passwordHash: await hashPassword(password) });
      if (user === undefined) throw new HttpError(409, DUPLICATE_EMAIL_MESSAGE);
      request.log.info({ userId: user.id }, 'account created');
      return reply.code(201).send(user);
    },
  );
};
export default register;
