import { CONTENT_PATH, PublishedContent } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publishedContent } from '../../../domain/content/content-versions.js';
import { matchesEtag } from '../../../http/encoded-body.js';
import { contentReady } from './content-ready.js';

/** The ETag of a published version: its number is all that tells two apart. */
export const contentEtag = (version: number) => `"content-${version}"`;

/**
 * GET /api/content (anyone): the published version. A page that has it sends its ETag back
 * and gets a 304; no-cache makes it ask each time (a publication must show at once).
 */
const getContent: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    CONTENT_PATH.replace(/^\/api/, ''),
    { preHandler: contentReady(app), schema: { response: { 200: PublishedContent, 304: Type.Null() } } },
    async (request, reply) => {
      const published = await publishedContent(app.db);
      const etag = contentEtag(published.version);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request, etag)) return reply.code(304).send(null);
      return published;
    },
  );
};
export default getContent;
