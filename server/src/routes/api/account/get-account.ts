import { AccountBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountOrThrow } from './account-of.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/** GET /api/account: the signed-in account (email, name under photos, role, number of photos). */
const getAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account',
    { preHandler: app.requireUser, schema: { response: { 200: AccountBody } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return accountOrThrow(app, user.id);
    },
  );
};
export default getAccount;
