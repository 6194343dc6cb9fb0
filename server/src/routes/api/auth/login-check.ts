import { LoginBody, TokenBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { verifyPassword } from '../../../plugins/app/auth/passwords.js';
import { findUserByEmail } from '../../../plugins/app/auth/users.js';
import { normalizeAccountFields } from './account-fields.js';
import { rateLimit } from '../rate-limits.js';

/** One message for an unknown email and a wrong password: the answer tells nothing more. */
export const BAD_CREDENTIALS_MESSAGE = 'Email ou mot de passe incorrect.';

/** POST /api/login_check: 200 {token} for the right email and password, else 401. */
const loginCheck: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login_check',
    {
      schema: { body: LoginBody, response: { 200: TokenBody } },
      preValidation: normalizeAccountFields,
      // The address first: an address over its limit does not count against the account.
      preHandler: [rateLimit(app, 'loginPerIp', 'ip'), rateLimit(app, 'loginPerEmail', 'email')],
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // Verified against a throwaway hash when there is no account: same work, same time.
      const passwordOk = await verifyPassword(user?.password_hash, password);
      if (user === undefined || !passwordOk) {
        request.log.info({ known: user !== undefined }, 'login refused');
        throw new HttpError(401, BAD_CREDENTIALS_MESSAGE);
      }
      const token = await app.authTokens.issue(user);
      request.log.info({ userId: user.id }, 'login');
      return { token };
    },
  );
};
export default loginCheck;
