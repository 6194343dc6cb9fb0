import { CONTENT_PATH, PublishedContent } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { matchesEtag, sendEncoded } from '../../../http/encoded-body.js';

/** The ETag of a published version: its number is all that tells two apart. */
export const contentEtag = (version: number) => `"content-${version}"`;

/**
 * GET /api/content (anyone): the published version. A page that has it sends its ETag back
 * and gets a 304; no-cache makes it ask each time (a publication must show at once).
 */
const getContent: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    CONTENT_PATH.replace(/^\/api/, ''),
    {
      // Serialised and compressed once per version (app.content), not per request.
      compress: false,
      schema: { response: { 200: PublishedContent, 304: Type.Null() } },
    },
    async (request, reply) => {
      const newest = app.content;
      // A 304 needs only the number: no read of the content at all.
      const version = await newest.version();
      const etag = contentEtag(version);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request, etag)) return reply.code(304).send(null);
      const answer = await newest.answer();
      reply.header('etag', contentEtag(answer.version)).type('application/json; charset=utf-8');
      return sendEncoded(request, reply, answer.body);
    },
  );
};
export default getContent;
