import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Hides the secret part of URLs that carry one: the reset token of /reset-password/{token},
 * the download ticket of ?ticket=… (a link to someone's data for two minutes), and the token
 * of a personal calendar address (/api/programme/agenda/{token}.ics).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/programme\/agenda\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]ticket=)[^&#]*/g, '$1[redacted]');
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
