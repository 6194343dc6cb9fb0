import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** French answers for requests Node's HTTP parser refuses before Fastify sees them. */
const PARSER_REFUSALS: Record<string, { status: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', message: 'La requête a mis trop de temps à arriver.' },
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    message: 'Les en-têtes de la requête sont trop longs.',
  },
};
const MALFORMED = {
  status: '400 Bad Request',
  message: 'La requête est mal formée (méthode inconnue ou syntaxe HTTP invalide).',
};

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser cannot read (an unknown method such
 * as BREW, a broken request line, headers too long) gets the French `{ message, error }` of every
 * other refusal, instead of Fastify's English one. Written on the socket, which is then closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ code: error.code }, 'request refused by the HTTP parser');
  const body = JSON.stringify({ message, error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
