import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Origins the pages may frame: the embedded OpenStreetMap maps of the venue and the dinner. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/**
 * A strict Content-Security-Policy: scripts and styles from our own origin only, no inline
 * script, images from our origin (and blob: for upload previews), frames from the map only.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
