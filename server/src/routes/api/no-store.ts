import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend of every /api route: an answer that does not choose its own caching is never kept,
 * by the browser or by a proxy. Login tokens, reset tokens, account data and refusals are all
 * such answers; the photo list, which can be cached, sets its own `no-cache` with an ETag.
 */
export async function noStoreByDefault(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}
