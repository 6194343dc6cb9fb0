import { ForgotPasswordBody, ForgotPasswordReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { resetLinkMail } from '../../../plugins/app/auth/account-mails.js';
import { createResetToken } from '../../../plugins/app/auth/reset-tokens.js';
import { findUserByEmail } from '../../../plugins/app/auth/users.js';
import { normalizeAccountFields } from './account-fields.js';
import { rateLimit } from '../rate-limits.js';

/** `email` mode: the same answer whether or not the account exists. */
export const LINK_SENT_MESSAGE =
  'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé. Il est valable une heure.';
/** `response` mode: the spec's client reads "utilisateur" in this message (spec section 8). */
export const USER_NOT_FOUND_MESSAGE = 'Utilisateur non trouvé';

/**
 * POST /api/forgot-password. `email` delivery (default): the link goes by mail, the answer
 * says nothing about the account. `response` delivery (closed demos): the token is returned.
 */
const forgotPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/forgot-password',
    {
      schema: { body: ForgotPasswordBody, response: { 200: ForgotPasswordReply } },
      preValidation: normalizeAccountFields,
      preHandler: [rateLimit(app, 'forgotPasswordPerIp', 'ip'), rateLimit(app, 'forgotPasswordPerEmail', 'email')],
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (app.config.passwordResetDelivery === 'response') {
        if (user === undefined) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
        return { token: await createResetToken(app.db, user.id) };
      }
      if (user !== undefined) {
        const token = await createResetToken(app.db, user.id);
        app.mailer.send(resetLinkMail(app.config.publicUrl, user.email, user.username, token));
        request.log.info({ userId: user.id }, 'password reset link sent');
      }
      return { message: LINK_SENT_MESSAGE };
    },
  );
};
export default forgotPassword;
