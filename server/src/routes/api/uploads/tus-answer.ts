import type { FastifyReply, FastifyRequest } from 'fastify';
import { tusRefusalMessage } from '../../../domain/uploads/tus-messages.js';

/** Set by Fastify itself, or by @fastify/cors for the site's own origins only. */
const LEFT_TO_FASTIFY = new Set(['content-length', 'content-type', 'connection']);

/**
 * Sends the tus server's answer through Fastify, so it gets the site's CORS, security and
 * cache headers like any other API answer; a refusal becomes the usual French `{message}`.
 */
export async function sendTusAnswer(request: FastifyRequest, reply: FastifyReply, answer: Response) {
  for (const [name, value] of answer.headers) {
    if (LEFT_TO_FASTIFY.has(name) || name.startsWith('access-control-')) continue;
    void reply.header(name, value);
  }
  const body = await answer.text();
  void reply.code(answer.status);
  if (answer.status >= 400) {
    request.log.info({ status: answer.status }, 'resumable upload refused');
    return reply.send({ message: tusRefusalMessage(answer.status, body.trim()) });
  }
  if (body === '') return reply.send();
  return reply.type(answer.headers.get('content-type') ?? 'application/json; charset=utf-8').send(body);
}
