import { SHARE_TARGET, SITE_ROUTES } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * POST /vos-photos/partage reaching the server: the service worker that takes shared photos
 * was not in control (just after an update, a first visit). The photos cannot be kept (the
 * server never queues them), so the attendee is sent to the gallery (303, a GET) with a flag
 * that makes it say so and what to do, rather than a bare 404 (decision 073). The body is not
 * read: the answer goes at once and Node drops the rest.
 */
export async function shareTargetFallback(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    scope.post(SHARE_TARGET.path, async (request, reply) => {
      request.log.warn('shared photos reached the server: the service worker was not in control');
      const location = `${SITE_ROUTES.photos}?${SHARE_TARGET.lostParam}=${SHARE_TARGET.lostValue}`;
      return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
    });
  });
}
