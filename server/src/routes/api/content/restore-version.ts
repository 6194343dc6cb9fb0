import { CONTENT_VERSION_NOT_FOUND, PublishReply, RestoreBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { publish, versionContent } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';
import { conflict, published } from './publication.js';

const RestoreParams = Type.Object({ n: Type.String({ maxLength: 40 }) });

/** A version number as a path gives it: digits only, no leading zero, a safe integer. */
function parseVersion(text: string): number | undefined {
  if (!/^[1-9][0-9]{0,14}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * POST /api/content/versions/{n}/restore (organisers), `{baseVersion}`: version n's content
 * published again as version baseVersion + 1, saying it restored n (decision 080); the draft is
 * left as it is. The base is the newest version the organiser saw: 409 naming who published
 * when another came since, as for a publication (decision 101).
 */
const restoreVersion: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/content/versions/:n/restore',
    {
      preHandler: app.requireOrganiser,
      schema: { params: RestoreParams, body: RestoreBody, response: { 201: PublishReply } },
    },
    async (request, reply) => {
      const user = request.user;
      if (user === null) throw new Error('requireOrganiser let an anonymous request through');
      const n = parseVersion(request.params.n);
      const content = n === undefined ? undefined : await versionContent(app.db, n);
      if (n === undefined || content === undefined) throw new HttpError(404, CONTENT_VERSION_NOT_FOUND);
      const outcome = await publish(app.db, {
        baseVersion: request.body.baseVersion,
        source: { content },
        publishedBy: user.id,
        note: null,
        restoredFrom: n,
      });
      if ('unknownBase' in outcome) throw new HttpError(400, CONTENT_VERSION_NOT_FOUND);
      if (!('version' in outcome)) throw await conflict(app);
      return published(app, request, reply, outcome.version);
    },
  );
};
export default restoreVersion;
