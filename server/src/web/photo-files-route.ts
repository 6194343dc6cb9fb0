import type { FastifyInstance, FastifyReply } from 'fastify';
import { PHOTO_URL_PREFIX } from '@congres/contracts';
import { matchesEtag } from '../http/encoded-body.js';
import { photoContentType, type PhotoFileKind } from '../domain/photos/photo-files.js';

/**
 * Only names the store itself makes: a UUID and .jpg, or .webp for the lightbox's lighter copy
 * (decision 041; thumbnails: web/thumbnail-cache.ts).
 */
const PHOTO_NAME = /^[a-f0-9-]{36}\.(?:jpg|webp)$/;

/**
 * The headers of a photo or thumbnail: its type from its name (the store names every file by its
 * format); names never change (a new photo gets a new name), so it is cached for a year and the
 * name itself is its ETag; never sniffed as another type.
 */
export function photoHeaders(reply: FastifyReply, name: string): FastifyReply {
  return reply
    .type(photoContentType(name) ?? 'application/octet-stream')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', `"${name}"`)
    .header('x-content-type-options', 'nosniff');
}

/**
 * Serves the full-size photos at /uploads/photos/{uuid}.jpg (and their lightbox copies), streamed from the photo storage
 * (the folder or the bucket: decision 025) through this server, so the URL, the headers and the
 * Content-Security-Policy stay the same whichever storage holds them. Nothing but a name the
 * store made is looked up: no listing, no dotfiles, nothing outside the photos.
 */
export async function photoFiles(app: FastifyInstance): Promise<void> {
  storedFilesRoute(app, { prefix: PHOTO_URL_PREFIX, kind: 'full', names: PHOTO_NAME });
}

/**
 * GET `prefix`{name}: a file of the storage's `kind` whose name matches `names`, with
 * photoHeaders and `headers`; a 304 for its ETag; the French 404 for any other name.
 */
export function storedFilesRoute(
  app: FastifyInstance,
  {
    prefix,
    kind,
    names,
    headers = {},
  }: { prefix: string; kind: PhotoFileKind; names: RegExp; headers?: Record<string, string> },
): void {
  // JPEG and WebP are compressed already (and a PDF's streams mostly are).
  app.get<{ Params: { name: string } }>(`${prefix}:name`, { compress: false }, async (request, reply) => {
    const { name } = request.params;
    const file = names.test(name) ? await app.photos.files.open(kind, name) : undefined;
    if (file === undefined) return reply.callNotFound();
    photoHeaders(reply, name).headers(headers);
    if (matchesEtag(request, `"${name}"`)) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply.header('content-length', file.bytes).send(file.stream);
  });
}
