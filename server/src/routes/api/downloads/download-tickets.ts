import { DownloadTicketBody, DownloadTicketReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http/http-error.js';
import { ORGANISERS_ONLY_MESSAGE, UNAUTHORIZED_MESSAGE } from '../../../plugins/auth/auth-user.js';
import { rateLimit } from '../rate-limits.js';

/** Where each download lives, relative to the API's own address. */
const DOWNLOAD_PATHS = {
  'account-export': '/api/account/export',
  'photo-archive': '/api/photos/archive',
  certificates: '/api/attendance/certificates.zip',
} as const;

/**
 * POST /api/download-tickets: a link, valid two minutes, that a browser can follow to download
 * a zip (a link cannot carry the bearer token). 201 {url, expiresAt}.
 */
const downloadTickets: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/download-tickets',
    {
      schema: { body: DownloadTicketBody, response: { 201: DownloadTicketReply } },
      preHandler: [app.requireUser, rateLimit(app, 'downloadTicketPerUser', 'user')],
    },
    async (request, reply) => {
      const user = request.user;
      // requireUser sets the session's jti: only a download ticket leaves it null.
      if (user === null || user.tokenId === null) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const kind = request.body.download;
      if (kind !== 'account-export' && user.role !== 'organiser') throw new HttpError(403, ORGANISERS_ONLY_MESSAGE);
      const { ticket, expiresAt } = await app.downloadTickets.issue(user.id, user.tokenId, kind);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        url: `${DOWNLOAD_PATHS[kind]}?ticket=${encodeURIComponent(ticket)}`,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );
};
export default downloadTickets;
