import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { THUMBNAIL_URL_PREFIX } from '@congres/contracts';
import { matchesEtag } from '../http/encoded-body.js';
import { filesOf } from '../domain/photos/photo-store.js';
import { photoHeaders } from './photo-files-route.js';

/** Only names the store itself makes: a UUID and .webp or .avif (decision 041). */
const THUMBNAIL_NAME = /^[a-f0-9-]{36}\.(?:webp|avif)$/;

/** How long a thumbnail whose photo another instance deleted may still be served from memory. */
const RECHECK_EVERY_MS = 1000;

/**
 * About 2,300 thumbnails of ~14 KB: every thumbnail of a congress day fits (a browser asks for
 * one format of each: AVIF or WebP).
 */
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
  const forget = (names: Iterable<string>) => {
    for (const name of names) {
      const data = cache.get(name);
      if (data === undefined) continue;
      cache.delete(name);
      cachedBytes -= data.length;
    }
  };
  // A deleted photo's thumbnails are no longer served from memory either.
  app.photos.onRemoved((removed) =>
    forget(
      removed
        .flatMap(filesOf)
        .filter((file) => file.kind === 'thumb')
        .map((file) => file.name),
    ),
  );

  // A photo deleted elsewhere (another instance of the site, a command, psql) is not told to
  // this process: at most once a second, the list's version is read, and when it moved, the
  // thumbnails no longer listed are forgotten (one query a second, only while serving them).
  let checkedAt = 0;
  let knownVersion: string | undefined;
  let checking: Promise<void> | undefined;
  const recheck = async () => {
    if (Date.now() - checkedAt < RECHECK_EVERY_MS) return;
    checking ??= (async () => {
      const version = await app.photos.store.version();
      if (version !== knownVersion && cache.size > 0) {
        const listed = new Set(await app.photos.store.thumbnails());
        forget([...cache.keys()].filter((name) => !listed.has(name)));
      }
      knownVersion = version;
      checkedAt = Date.now();
    })().finally(() => {
      checking = undefined;
    });
    await checking;
  };

  const read = async (name: string): Promise<Buffer | undefined> => {
    await recheck();
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

  // WebP and AVIF are compressed already: the compression plugin's hooks would only cost time.
  app.get<{ Params: { name: string } }>(`${THUMBNAIL_URL_PREFIX}:name`, { compress: false }, async (request, reply) => {
    const { name } = request.params;
    const data = THUMBNAIL_NAME.test(name) ? await read(name) : undefined;
    if (data === undefined) return reply.callNotFound();
    // Same headers as the full-size photos (web/photo-files-route.ts): cached for a year, never sniffed.
    photoHeaders(reply, name);
    if (matchesEtag(request, `"${name}"`)) return reply.code(304).send();
    return reply.send(data);
  });
}
