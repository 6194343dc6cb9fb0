import { PhotoList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * GET /api/photos: every photo, oldest first. Photos are only ever added, so the count and
 * the highest id identify the list: a reload with the same ETag costs a 304 and no body.
 */
const listPhotos: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/photos', { schema: { response: { 200: PhotoList, 304: Type.Null() } } }, async (request, reply) => {
    const etag = `"photos-${await app.photos.store.version()}"`;
    // no-cache: the browser keeps the list but asks each time whether it changed.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
      return reply.code(304).send(null);
    }
    return app.photos.store.list();
  });
};
export default listPhotos;
