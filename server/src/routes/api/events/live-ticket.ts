import { LIVE_TICKET_PATH, LiveTicketReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { rateLimit } from '../rate-limits.js';

/**
 * POST /api/events/ticket (organisers): a ticket, valid a minute, that opens the organisers'
 * event stream, `GET /api/events?ticket=…` (decision 104). 201 {ticket, expiresAt}.
 */
const liveTicket: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    LIVE_TICKET_PATH.replace(/^\/api/, ''),
    {
      schema: { response: { 201: LiveTicketReply } },
      preHandler: [app.requireOrganiser, rateLimit(app, 'liveTicketPerUser', 'user')],
    },
    async (request, reply) => {
      const user = request.user;
      // requireUser sets the session's jti: a ticket never makes another ticket.
      if (user === null || user.tokenId === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const { ticket, expiresAt } = await app.liveTickets.issue(user.id, user.tokenId);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ ticket, expiresAt: expiresAt.toISOString() });
    },
  );
};
export default liveTicket;
