import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A long run of hex digits: an upload id (32 of them), wherever it sits in an address. */
const HEX_RUN = /([0-9a-f]{8})[0-9a-f]{8,}/gi;

/**
 * An upload id as logs show it: its first 8 digits, enough to follow one upload through the
 * lines, not enough to aim at it (decision 073).
 */
export const loggedUploadId = (id: string) => id.replace(HEX_RUN, '$1…');

/**
 * Hides the secret part of URLs that carry one: the reset token of /reset-password/{token},
 * the download ticket of ?ticket=… (a link to someone's data for two minutes), the token
 * of a personal calendar address (/api/programme/agenda/{token}.ics), and shortens the upload
 * ids of /api/uploads (in the path or anywhere else in the address).
 */
export function redactUrl(url: string): string {
  const redacted = url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/programme\/agenda\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]ticket=)[^&#]*/g, '$1[redacted]');
  return redacted.startsWith('/api/uploads') ? loggedUploadId(redacted) : redacted;
}

/** Fastify's own request fields, with the URL redacted (a reset link must never be logged). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the redacting request serializer added (no change when logging is off). */
export function withRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
