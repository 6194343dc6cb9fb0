import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { CONTENT_IMAGE_URL_PREFIX, PHOTO_URL_PREFIX } from '@congres/contracts';

/** Origins the pages may frame: the embedded OpenStreetMap maps of the venue and the dinner. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/**
 * Browser features the site never uses, off for it and for the map frames: a page that got
 * injected script still could not reach the camera, the microphone or the position. (A file
 * input still offers the phone's camera: that is not an API the policy governs.) Only names
 * Chromium knows: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

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
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
      // Photos, thumbnails and the content's images (decision 088) are public: a front end on
      // another origin shows them in <img>. Everything else keeps helmet's `same-origin`.
      if (request.url.startsWith(PHOTO_URL_PREFIX) || request.url.startsWith(CONTENT_IMAGE_URL_PREFIX)) {
        reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
      }
      done(error as Error | undefined);
    });
  });
}
