import { PhotoList, PhotoPage, PhotoPageQuery } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { addVary, matchesEtag, sendEncoded } from '../../../http/encoded-body.js';
import { versionedAnswers } from '../../../http/versioned-answers.js';
import { nextCursor, readPageQuery, refuseRepeatedPageParameters } from './page-query.js';

/**
 * Answers kept per version: the whole list and the pages visitors walk through (every visitor
 * with the same page size asks for the same cursors until the list changes).
 */
const KEPT_ANSWERS = 64;

/**
 * GET /api/photos: every photo, oldest first, as the spec's client expects; with `limit` or
 * `before`, one page, newest first (decision 035). The list's version, moved by database
 * triggers, is the ETag of both: a reload with the same ETag costs a 304 and no body. The same
 * version keys the answers kept in memory: read, serialised and compressed once per version,
 * not once per request.
 */
const listPhotos: FastifyPluginAsyncTypebox = async (app) => {
  const kept = versionedAnswers(KEPT_ANSWERS);

  // compress: false, since the answer is compressed once per version (sendEncoded), not per request.
  const options = {
    compress: false,
    preValidation: refuseRepeatedPageParameters,
    schema: {
      querystring: PhotoPageQuery,
      response: { 200: Type.Union([PhotoList, PhotoPage]), 304: Type.Null() },
    },
  } as const;
  app.get('/photos', options, async (request, reply) => {
    const page = readPageQuery(request.query);
    // Read before the photos: an answer may be newer than its ETag, never older.
    const { version, total } = await app.photos.store.listState();
    const etag = page === undefined ? `"photos-${version}"` : `"photos-page-${version}"`;
    // no-cache: the browser keeps the list but asks each time whether it changed.
    addVary(reply.header('etag', etag).header('cache-control', 'no-cache'), 'accept-encoding');
    if (matchesEtag(request, etag)) return reply.code(304).send(null);

    const body =
      page === undefined
        ? kept.get(version, 'all', async () => serializerOf(reply, PhotoList)(await app.photos.store.list()))
        : kept.get(version, `${page.limit}:${page.beforeId ?? ''}:${page.offset ?? ''}`, async () => {
            const { photos, more } = await app.photos.store.page(page);
            return serializerOf(reply, PhotoPage)({ photos, nextCursor: nextCursor(photos, more), total, version });
          });
    // The Buffer is sent as is, past the serialiser: it already holds the serialised answer.
    return sendEncoded(request, reply.type('application/json; charset=utf-8'), await body);
  });
};
export default listPhotos;

/** A contract's compiled serialiser (fast-json-stringify, faster than JSON.stringify), kept by Fastify per schema. */
function serializerOf<T extends TSchema>(reply: FastifyReply, schema: T): (data: Static<T>) => string {
  return reply.compileSerializationSchema(schema as unknown as Record<string, unknown>);
}
