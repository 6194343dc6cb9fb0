import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Origins the pages may frame: the embedded OpenStreetMap maps of the venue and the dinner. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/**
 * A strict Content-Security-Policy: scripts and styles from our own origin only, no inline
 * script, images from our origin (and blob: for upload previews), frames from the map only.
 *
 * helmet itself, built once: @fastify/helmet builds a new helmet (and parses the CSP
 * directives again) on every request, which was a tenth of the CPU of serving a page
 * (docs/benchmarks.md). The hook runs for every answer, the 404s and errors included.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [MAP_FRAME_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The site may be served over plain HTTP on a local network; TLS is the proxy's job.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
