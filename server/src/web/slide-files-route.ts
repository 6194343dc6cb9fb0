import type { FastifyInstance } from 'fastify';
import { SLIDES_NAME_PATTERN, SLIDES_URL_PREFIX } from '@congres/contracts';
import { storedFilesRoute } from './photo-files-route.js';

/**
 * The policy of a slides PDF (decision 084): `sandbox` gives the document an opaque origin
 * with no script, so whatever a PDF holds never runs as the site (its token, its cookies);
 * nothing may be loaded by it or frame it. Chromium's viewer still shows it (checked by
 * e2e/slides.spec.ts), and nosniff keeps the browser from reading it as anything but a PDF.
 */
export const SLIDES_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * Serves the slides at /uploads/slides/{32 hex}.pdf from the photos' storage (the folder or the
 * bucket), always through Node (nginx does not serve them from disk), as application/pdf.
 */
export async function slideFiles(app: FastifyInstance): Promise<void> {
  storedFilesRoute(app, {
    prefix: SLIDES_URL_PREFIX,
    kind: 'slides',
    names: new RegExp(`^${SLIDES_NAME_PATTERN}$`),
    headers: { 'content-security-policy': SLIDES_CSP },
  });
}
