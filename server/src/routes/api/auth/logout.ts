import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** POST /api/logout: revokes the presented token (204); any later use of it gets 401. */
const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/logout', { preHandler: app.requireUser }, async (request, reply) => {
    // requireUser has set the user, or answered 401.
    if (request.user?.tokenId) await app.authTokens.revoke(request.user.tokenId);
    return reply.code(204).send();
  });
};
export default logout;
