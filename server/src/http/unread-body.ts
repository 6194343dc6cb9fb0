import type { FastifyInstance } from 'fastify';

/**
 * For the routes of `scope` that read a multipart body themselves: when the answer goes before
 * the whole body arrived (a file refused on its first bytes, one too large, no room left), the
 * rest is read and dropped, as Node does for a body nobody read. The multipart parser, once
 * stopped, leaves the request paused: the sender would wait with its answer unread, and the
 * connection would never end, holding up the server's close (decision 106).
 */
export function dropUnreadBodies(scope: FastifyInstance): void {
  scope.addHook('onResponse', async (request) => {
    if (!request.raw.complete) request.raw.resume();
  });
}
