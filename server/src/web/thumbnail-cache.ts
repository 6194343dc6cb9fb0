import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { THUMBNAIL_URL_PREFIX } from '@congres/contracts';
import { matchesEtag } from '../http/encoded-body.js';
import { photoHeaders } from './uploads.js';

/** Only names the store itself makes: a UUID and .webp. */
const THUMBNAIL_NAME = /^[a-f0-9-]{36}\.webp$/;

/** About 2,300 thumbnails of ~14 KB: every thumbnail of a congress day fits. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Serves the thumbnails from memory. The gallery grid asks for them far more than for
 * anything else, and their names never change (a new photo gets a new name), so a file once
 * read is kept as is: no stat, open, read and close per request as the static plugin does.
 * The least recently served are forgotten first past CACHE_BYTES.
 */
export async function thumbnailFiles(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  // A deleted photo's thumbnail is no longer served from memory either.
  app.photos.onRemoved((removed) => {
    for (const { thumbnail } of removed) {
      const data = cache.get(thumbnail);
      if (data === undefined) continue;
      cache.delete(thumbnail);
      cachedBytes -= data.length;
    }
  });

  const read = async (name: string): Promise<Buffer | undefined> => {
    const hit = cache.get(name);
    if (hit) {
      // Map keeps insertion order: moving the entry to the end marks it recently used.
      cache.delete(name);
      cache.set(name, hit);
      return hit;
    }
    const file = await app.photos.files.open('thumb', name);
    if (file === undefined) return undefined;
    const data = await buffer(file.stream);
    cache.set(name, data);
    cachedBytes += data.length;
    for (const [oldName, oldData] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldName);
      cachedBytes -= oldData.length;
    }
    return data;
  };

  // WebP is compressed already: the compression plugin's hooks would only cost time.
  app.get<{ Params: { name: string } }>(`${THUMBNAIL_URL_PREFIX}:name`, { compress: false }, async (request, reply) => {
    const { name } = request.params;
    const data = THUMBNAIL_NAME.test(name) ? await read(name) : undefined;
    if (data === undefined) return reply.callNotFound();
    // Same headers as the full-size photos (web/uploads.ts): cached for a year, never sniffed.
    photoHeaders(reply.type('image/webp'), name);
    if (matchesEtag(request, `"${name}"`)) return reply.code(304).send();
    return reply.send(data);
  });
}
