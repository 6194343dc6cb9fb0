import { DeleteAccountBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { verifyPassword } from '../../../domain/account/passwords.js';
import { eraseAccount } from '../../../domain/account/erase-account.js';
import { findUserById } from '../../../domain/account/users.js';
import { rateLimit } from '../rate-limits.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

export const WRONG_PASSWORD = 'Mot de passe incorrect : votre compte n’a pas été supprimé.';

/**
 * DELETE /api/account with JSON {password}: erases the account and everything of it (RGPD
 * article 17): every photo (rows, reports, files), its sessions, its reset links and the
 * reports it made, its programme stars and calendar address, its uploads in progress. 204; the email can register again at once.
 * The training evidence stays (a legal obligation, decision 096): its rows' user_id becomes null by
 * their foreign keys, the names stay, and the retention sweep erases them at the end of their term.
 * So does the mark that its address answered the satisfaction questionnaire (a keyed hash, no
 * account: decision 105), so that the same email registered again cannot answer twice.
 */
const deleteAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/account',
    {
      schema: { body: DeleteAccountBody },
      // Counted per account: a stolen token cannot be used to guess the password for long.
      preHandler: [app.requireUser, rateLimit(app, 'deleteAccountPerUser', 'user')],
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const row = await findUserById(app.db, user.id);
      if (!(await verifyPassword(row?.password_hash, request.body.password))) {
        throw new HttpError(403, WRONG_PASSWORD);
      }
      // Its uploads in progress go at once, bytes first (from the folder or the bucket): the same
      // email may register again at once, and must not find the disk still holding them (decision 073).
      await app.uploads.dropAccount(user.id);
      // Its questions to the speakers go with it (decision 118): the open pages drop them once it is done.
      const questions = await app.room.questions.beforeErasure(user.id);
      // The photos' rows go with the account in one transaction; their files once that is committed.
      const files = await eraseAccount(app.db, app.photos.store, user.id);
      await app.photos.store.removeFiles(files);
      await app.room.questions.erased(questions);
      request.log.info({ userId: user.id, photos: files.length }, 'account deleted');
      return reply.code(204).send();
    },
  );
};
export default deleteAccount;
