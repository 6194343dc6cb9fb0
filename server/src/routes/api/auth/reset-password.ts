import { MessageBody, ResetPasswordBody, ResetPasswordParams } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { passwordChangedMail } from '../../../domain/account/account-mails.js';
import { hashPassword } from '../../../domain/account/passwords.js';
import { setPasswordByToken } from '../../../domain/account/password-reset.js';
import { findResetTokenUser } from '../../../domain/account/reset-tokens.js';
import { rateLimit } from '../rate-limits.js';

/** The spec's client looks for 'invalide' or 'expiré' in this message (spec section 8). */
export const INVALID_RESET_TOKEN_MESSAGE = 'Lien de réinitialisation invalide ou expiré.';
export const PASSWORD_CHANGED_MESSAGE = 'Mot de passe modifié. Vous pouvez maintenant vous connecter.';

/**
 * POST /api/reset-password/{token}: sets the new password, uses up the token and revokes
 * every login token of the account (whoever had stolen one is signed out).
 */
const resetPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reset-password/:token',
    {
      schema: { params: ResetPasswordParams, body: ResetPasswordBody, response: { 200: MessageBody } },
      preHandler: rateLimit(app, 'resetPasswordPerIp', 'ip'),
    },
    async (request) => {
      const { token } = request.params;
      // A bad token is refused before the (costly) hashing of the new password.
      if ((await findResetTokenUser(app.db, token)) === undefined) {
        throw new HttpError(400, INVALID_RESET_TOKEN_MESSAGE);
      }
      const passwordHash = await hashPassword(request.body.password);
      const user = await setPasswordByToken(app.db, app.authTokens, token, passwordHash);
      if (user === undefined) throw new HttpError(400, INVALID_RESET_TOKEN_MESSAGE);
      request.log.info({ userId: user.id }, 'password reset');
      if (app.config.passwordResetDelivery === 'email') {
        app.mailer.send(passwordChangedMail(app.config.publicUrl, user.email, user.username));
      }
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};
export default resetPassword;
