import { UploadTicketReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { rateLimit } from '../rate-limits.js';

/**
 * POST /api/upload-tickets: a ticket, valid twelve hours, with which the service worker publishes
 * the queued photos while no page is open (decision 072). 201 {ticket, expiresAt}.
 */
const uploadTickets: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/upload-tickets',
    {
      schema: { response: { 201: UploadTicketReply } },
      preHandler: [app.requireUser, rateLimit(app, 'uploadTicketPerUser', 'user')],
    },
    async (request, reply) => {
      const user = request.user;
      // requireUser sets the session's jti: a ticket never makes another ticket.
      if (user === null || user.tokenId === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const { ticket, expiresAt } = await app.uploadTickets.issue(user.id, user.tokenId);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );
};
export default uploadTickets;
