import crypto from 'node:crypto';
import { ForgotPasswordBody, ForgotPasswordReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error.js';
import { resetLinkMail } from '../../../domain/account/account-mails.js';
import { createResetToken } from '../../../domain/account/reset-tokens.js';
import { findUserByEmail } from '../../../domain/account/users.js';
import type { MailMessage } from '../../../plugins/mail/mailer.js';
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

/** How long after its answer a forgot-password request does its work: from 1 to 3 s, drawn each time. */
const MAIL_DELAY_MS = [1000, 3000] as const;

/**
 * POST /api/forgot-password. `email` delivery (default): the answer goes out before any
 * lookup, and the account is looked up, the token made and the link mailed one to three
 * seconds after it has gone, so an existing and an unknown address cost the request, and the
 * requests right after it, the same work.
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
        // One to three seconds later, known account or not: the lookup, the token and the mail
        // never run next to this request or the one after it (decision 046).
        app.mailer.send(() => composeResetMail(app, request.body.email, request.log), {
          afterMs: crypto.randomInt(MAIL_DELAY_MS[0], MAIL_DELAY_MS[1]),
        });
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
