import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request headers a front end on another origin sends: its JSON bodies, its token, an upload's key (decision 047). */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];
/**
 * The resumable uploads (tus, decision 050): the protocol's request headers, and the headers of
 * its answers a page must read (tus-js-client follows Location and resumes from Upload-Offset).
 */
const TUS_PATH = /^\/api\/uploads(\/|$)/;
const TUS_ALLOWED_HEADERS = [...ALLOWED_HEADERS, 'Tus-Resumable', 'Upload-Length', 'Upload-Offset', 'Upload-Metadata'];
const TUS_EXPOSED_HEADERS = ['Location', 'Upload-Offset', 'Upload-Length', 'Tus-Resumable', 'Retry-After'];
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * CORS for the origins of CORS_ORIGINS only (a front end on a static host of its own). Any
 * other origin, and a request without one, gets no CORS header at all, a preflight included:
 * it then meets the same 404/405 as without this plugin. No credentials (tokens travel in
 * the Authorization header, never in cookies), so the allowed origin is always named, never `*`.
 * With an empty list the plugin is not registered: the API stays closed, as before.
 */
export async function crossOriginRequests(app: FastifyInstance): Promise<void> {
  const listed = new Set(app.config.corsOrigins);
  if (listed.size === 0) return;

  const optionsFor = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin === undefined || !listed.has(origin)) return { origin: false };
    // An OPTIONS that is not a preflight is answered as any other method would be (Allow).
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] === undefined) {
      return { origin: false };
    }
    // The methods of the requested path, from the routes themselves (new routes join alone).
    const pathname = request.url.split('?')[0] ?? '/';
    const methods = app.routeMethods.allowedFor(pathname);
    if (methods.length === 0) return { origin: false };
    const headers = TUS_PATH.test(pathname)
      ? { allowedHeaders: TUS_ALLOWED_HEADERS, exposedHeaders: TUS_EXPOSED_HEADERS }
      : { allowedHeaders: ALLOWED_HEADERS };
    return { origin, methods, ...headers, maxAge: PREFLIGHT_MAX_AGE };
  };

  await app.register(cors, {
    delegator: (request, callback) => callback(null, optionsFor(request)),
  });
}
