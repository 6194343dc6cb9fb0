import { RenameAccountBody, RenamedAccountBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { renameUser } from '../../../domain/account/users.js';
import { normalizeAccountFields } from '../auth/account-fields.js';
import { accountOrThrow } from './account-of.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/**
 * PATCH /api/account: a new name, shown at once under every photo of the account. The answer
 * holds a fresh token carrying the new name (the client shows the name from its token); the
 * token that asked is revoked, so the account has no more sessions than before.
 */
const renameAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/account',
    {
      schema: { body: RenameAccountBody, response: { 200: RenamedAccountBody } },
      preValidation: normalizeAccountFields,
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await renameUser(app.db, user.id, request.body.username);
      const account = await accountOrThrow(app, user.id);
      const token = await app.authTokens.issue(account);
      if (user.tokenId !== null) await app.authTokens.revoke(user.tokenId);
      request.log.info({ userId: user.id }, 'account renamed');
      reply.header('cache-control', 'no-store');
      return { account, token };
    },
  );
};
export default renameAccount;
