import { AccountBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { accountOrThrow } from './account-of.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';

/** GET /api/account: the signed-in account (email, name under photos, role, number of photos). */
const getAccount: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account',
    { preHandler: app.requireUser, schema: { response: { 200: AccountBody } } },
    async (request, reply) => {
      if (request.user === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      reply.header('cache-control', 'no-store');
      return accountOrThrow(app, request.user.id);
    },
  );
};
export default getAccount;
