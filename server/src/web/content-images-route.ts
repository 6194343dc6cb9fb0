import { CONTENT_IMAGE_NAME_PATTERN, CONTENT_IMAGE_URL_PREFIX } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { storedFilesRoute } from './photo-files-route.js';

/**
 * Serves the organisers' content images at /uploads/content/{random}.webp (decision 088) from
 * the photo storage (folder or bucket), with the photos' headers: the type from the name
 * (WebP, the only format stored), nosniff, a year's cache (a new image gets a new name).
 * Nothing but a name the server made is looked up.
 */
export function contentImageFiles(app: FastifyInstance): void {
  storedFilesRoute(app, {
    prefix: CONTENT_IMAGE_URL_PREFIX,
    kind: 'content',
    names: new RegExp(CONTENT_IMAGE_NAME_PATTERN),
  });
}
