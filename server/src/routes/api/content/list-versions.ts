import { ContentVersionList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { matchesEtag, sendEncoded } from '../../../http/encoded-body.js';

/** The ETag of the versions' list: the newest version's number is all that changes it (versions are never edited). */
export const versionsEtag = (version: number) => `"versions-${version}"`;

/**
 * GET /api/content/versions (anyone): every version, newest first, with what changed in the
 * programme. Who published stays among organisers (the 409 names them, this list never does).
 * Made once per newest version (app.content, as GET /api/content), with an ETag of its
 * number: a page that has the list gets a 304 without a read of any version.
 */
const listVersionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/content/versions',
    {
      // Serialised and compressed once per newest version, not per request.
      compress: false,
      schema: { response: { 200: ContentVersionList, 304: Type.Null() } },
    },
    async (request, reply) => {
      const newest = app.content;
      const version = await newest.version();
      const etag = versionsEtag(version);
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesEtag(request, etag)) return reply.code(304).send(null);
      const answer = await newest.versions();
      reply.header('etag', versionsEtag(answer.version)).type('application/json; charset=utf-8');
      return sendEncoded(request, reply, answer.body);
    },
  );
};
export default listVersionsRoute;
