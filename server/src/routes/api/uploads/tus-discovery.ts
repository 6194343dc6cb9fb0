import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOADS_PATH } from '../../../domain/uploads/uploads-plugin.js';

/** The protocol version every answer of /api/uploads names (tus 1.0.0 wants it on each, errors included). */
export const TUS_RESUMABLE = '1.0.0';
/** What this server does of tus: creation (with the file in it too) and termination; no deferred length, no concatenation. */
const TUS_EXTENSIONS = 'creation,creation-with-upload,termination';

/**
 * OPTIONS /api/uploads and /api/uploads/{id}: the protocol's discovery, 204 with `Tus-Version`,
 * `Tus-Extension` and `Tus-Max-Size` (one file's limit), so that any tus client (Uppy,
 * tus-js-client, the mobile SDKs) learns what it may send. A CORS preflight is answered
 * before, by @fastify/cors.
 */
const tusDiscovery: FastifyPluginAsync = async (app) => {
  const discovery = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? UPLOADS_PATH;
    return reply
      .headers({
        allow: [...app.routeMethods.allowedFor(pathname), 'OPTIONS'].sort().join(', '),
        'tus-version': TUS_RESUMABLE,
        'tus-extension': TUS_EXTENSIONS,
        'tus-max-size': String(app.uploads.limits.fileBytes),
      })
      .code(204)
      .send();
  };
  app.options('/uploads', discovery);
  app.options('/uploads/:id', discovery);
};
export default tusDiscovery;
