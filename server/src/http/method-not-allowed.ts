import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * For a request the router did not match: when its path is served with other methods, the
 * answer is 405 with an Allow header (or 204 with it, to OPTIONS), rather than a 404 that
 * says the resource does not exist. Undefined when no method serves the path: a real 404.
 */
export function answerOtherMethod(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const pathname = request.url.split('?')[0] ?? '/';
  const allowed = request.server.routeMethods.allowedFor(pathname);
  if (allowed.length === 0 || allowed.includes(request.method)) return undefined;
  reply.header('allow', [...allowed, 'OPTIONS'].sort().join(', '));
  if (request.method === 'OPTIONS') return reply.code(204).send();
  request.log.info({ method: request.method, allowed }, 'method not allowed');
  const message = `La méthode ${request.method} n’est pas acceptée à cette adresse (méthodes acceptées : ${allowed.join(', ')}).`;
  return pathname.startsWith('/api/')
    ? reply.code(405).send({ message })
    : reply.code(405).type('text/plain; charset=utf-8').send(message);
}
