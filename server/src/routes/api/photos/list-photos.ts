import { PhotoList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addVary, encodeBody, matchesEtag, sendEncoded, type EncodedBody } from '../../../http/encoded-body.js';

/**
 * GET /api/photos: every photo, oldest first. Photos are only ever added, so the count and
 * the highest id identify the list: a reload with the same ETag costs a 304 and no body.
 * The same ETag keys the answer kept in memory: the list is read, serialised (with the
 * route's response schema) and compressed once per version, not once per request.
 */
const listPhotos: FastifyPluginAsyncTypebox = async (app) => {
  let cached: { etag: string; body: Promise<EncodedBody> } | undefined;

  // compress: false, since the answer is compressed once per version (sendEncoded), not per request.
  const options = { compress: false, schema: { response: { 200: PhotoList, 304: Type.Null() } } } as const;
  app.get('/photos', options, async (request, reply) => {
    const etag = `"photos-${await app.photos.store.version()}"`;
    // no-cache: the browser keeps the list but asks each time whether it changed.
    addVary(reply.header('etag', etag).header('cache-control', 'no-cache'), 'accept-encoding');
    if (matchesEtag(request, etag)) return reply.code(304).send(null);
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
    // The Buffer is sent as is, past the serialiser: it already holds the serialised list.
    return sendEncoded(request, reply.type('application/json; charset=utf-8'), body);
  });
};
export default listPhotos;
