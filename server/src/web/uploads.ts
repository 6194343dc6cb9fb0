import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PHOTO_URL_PREFIX } from '@congres/contracts';

/** Only names the store itself makes: a UUID and an extension, optionally in thumbs/. */
const PHOTO_PATH = /^\/(thumbs\/)?[a-f0-9-]{36}\.(jpg|webp)$/;

/**
 * Serves the photos and thumbnails from DATA_DIR/photos only: names never change, so they
 * are cached for a year; no listing, no dotfiles (temporary files), nothing outside the folder.
 */
export async function photoFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: app.photos.dir,
    prefix: PHOTO_URL_PREFIX,
    // A second instance of the plugin: the client app's instance owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => PHOTO_PATH.test(pathName),
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
