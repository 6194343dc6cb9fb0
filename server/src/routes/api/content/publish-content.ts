import { CONTENT_VERSION_NOT_FOUND, PublishBody, PublishReply } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { textProblem } from '../../../domain/content/content-problems.js';
import { publish } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';
import { conflict, published } from './publication.js';

export const NOTHING_TO_PUBLISH = 'Aucun changement à publier : modifiez le brouillon d’abord.';

/**
 * POST /api/content/publish (organisers): the shared draft becomes version baseVersion + 1, and
 * the draft is cleared (decision 080). 409 naming who published in between when baseVersion is
 * no longer the newest: the draft is kept as it was; 400 for a base never published.
 */
const publishContent: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/content/publish',
    {
      preHandler: app.requireOrganiser,
      schema: { body: PublishBody, response: { 201: PublishReply } },
    },
    async (request, reply) => {
      const user = request.user;
      if (user === null) throw new Error('requireOrganiser let an anonymous request through');
      const note = request.body.note?.trim() ?? '';
      const noteProblem = textProblem(note);
      if (noteProblem !== undefined) throw new HttpError(400, noteProblem);
      const outcome = await publish(app.db, {
        baseVersion: request.body.baseVersion,
        source: { draft: true },
        publishedBy: user.id,
        note: note === '' ? null : note,
        restoredFrom: null,
      });
      if ('unknownBase' in outcome) throw new HttpError(400, CONTENT_VERSION_NOT_FOUND);
      if ('noDraft' in outcome) throw new HttpError(400, NOTHING_TO_PUBLISH);
      if ('conflict' in outcome) throw await conflict(app);
      return published(app, request, reply, outcome.version);
    },
  );
};
export default publishContent;
