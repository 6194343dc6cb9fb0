import { ForgotPasswordBody, ForgotPasswordReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { resetLinkMail } from '../../../plugins/app/auth/account-mails.js';
import { createResetToken } from '../../../plugins/app/auth/reset-tokens.js';
import { findUserByEmail } from '../../../plugins/app/auth/users.js';
import type { MailMessage } from '../../../plugins/app/mail/mailer.js';
import { normalizeAccountFields } from './account-fields.js';
import { rateLimit } from '../rate-limits.js';

/** `email` mode: the same answer whether or not the account exists. */
export const LINK_SENT_MESSAGE =
  'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé. Il est valable une heure.';
/** `response` mode: the spec's client reads "utilisateur" in this message (spec section 8). */
export const USER_NOT_FOUND_MESSAGE = 'Utilisateur non trouvé';

/** The reset mail for the account of `email`, with a new token; undefined when there is no account. */
async function composeResetMail(
  app: FastifyInstance,
  email: string,
  log: FastifyBaseLogger,
): Promise<MailMessage | undefined> {
  const user = await findUserByEmail(app.db, email);
  if (user === undefined) return undefined;
  const token = await createResetToken(app.db, user.id);
  log.info({ userId: user.id }, 'password reset link sent');
  return resetLinkMail(app.config.publicUrl, user.email, user.username, token);
}

/**
 * POST /api/forgot-password. `email` delivery (default): the answer goes out before any
 * lookup, and the account is looked up, the token made and the link mailed only once it has
 * gone (onResponse), so an existing and an unknown address cost the request the same work.
 * `response` delivery (closed demos): the token is returned.
 */
const forgotPassword: FastifyPluginAsyncTypebox = async (app) => {
  const emailMode = app.config.passwordResetDelivery === 'email';
  app.post(
    '/forgot-password',
    {
      schema: { body: ForgotPasswordBody, response: { 200: ForgotPasswordReply } },
      preValidation: normalizeAccountFields,
      preHandler: [rateLimit(app, 'forgotPasswordPerIp', 'ip'), rateLimit(app, 'forgotPasswordPerEmail', 'email')],
      onResponse: async (request, reply) => {
        if (!emailMode || reply.statusCode !== 200) return;
        app.mailer.send(() => composeResetMail(app, request.body.email, request.log));
      },
    },
    async (request) => {
      if (emailMode) return { message: LINK_SENT_MESSAGE };
      const user = await findUserByEmail(app.db, request.body.email);
      if (user === undefined) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
      return { token: await createResetToken(app.db, user.id) };
    },
  );
};
export default forgotPassword;
