import { PhotoList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { encodeBody, pickEncoding, type EncodedBody } from './encoded-body.js';

/**
 * GET /api/photos: every photo, oldest first. Photos are only ever added, so the count and
 * the highest id identify the list: a reload with the same ETag costs a 304 and no body.
 * The same ETag keys the answer kept in memory: the list is read, serialised (with the
 * route's response schema) and compressed once per version, not once per request.
 */
const listPhotos: FastifyPluginAsyncTypebox = async (app) => {
  let cached: { etag: string; body: Promise<EncodedBody> } | undefined;

  app.get('/photos', { schema: { response: { 200: PhotoList, 304: Type.Null() } } }, async (request, reply) => {
    const etag = `"photos-${await app.photos.store.version()}"`;
    // no-cache: the browser keeps the list but asks each time whether it changed.
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
      return reply.code(304).send(null);
    }
    if (cached?.etag !== etag) {
      // The route's own compiled serialiser (fast-json-stringify): faster than JSON.stringify.
      const serialize = reply.getSerializationFunction('200') as ((photos: PhotoList) => string) | undefined;
      if (serialize === undefined) throw new Error('GET /api/photos has no response serialiser');
      const body = app.photos.store.list().then((photos) => encodeBody(serialize(photos)));
      cached = { etag, body };
      // A failed read is not kept: the next request tries again.
      body.catch(() => {
        if (cached?.body === body) cached = undefined;
      });
    }
    const body = await cached.body;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8');
    // A content-encoding already set tells @fastify/compress to leave the body alone.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // A Buffer is sent as is, past the serialiser: it already holds the serialised list.
    return reply.send(body[encoding] as unknown as PhotoList);
  });
};
export default listPhotos;
