import { CONTENT_PATH, PublishedContent } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newestContent } from '../../../domain/content/newest-content.js';
import { matchesEtag, sendEncoded } from '../../../http/encoded-body.js';
import { contentReady } from './content-ready.js';

/** The ETag of a published version: its number is all that tells two apart. */
export const contentEtag = (version: number) => `"content-${version}"`;

/**
 * GET /api/content (anyone): the published version. A page that has it sends its ETag back
 * and gets a 304; no-cache makes it ask each time (a publication must show at once).
 */
const getContent: FastifyPluginAsyncTypebox = async (app) => {
  // A publication on any instance: the reads after it give it, never an older version. Heard
  // before the pages' renderer hears it (the API's routes are registered first).
  app.live.onEvent((event) => {
    if (event.type !== 'content-published') return;
    // The data travels as JSON (the live bus, decision 057).
    const { version } = JSON.parse(event.data) as { version?: unknown };
    if (typeof version === 'number') newestContent(app.db).heard(version);
  });
  app.get(
    CONTENT_PATH.replace(/^\/api/, ''),
    {
      preHandler: contentReady(app),
      // Serialised and compressed once per version (newest-content.ts), not per request.
      compress: false,
      schema: { response: { 200: PublishedContent, 304: Type.Null() } },
    },
    async (request, reply) => {
      const newest = newestContent(app.db);
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
