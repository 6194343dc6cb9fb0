import { CONTENT_INVALID, CONTENT_VERSION_NOT_FOUND, ContentDraft, ContentDraftBody } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkContent } from '../../../domain/content/content-problems.js';
import { latestVersion } from '../../../domain/content/content-versions.js';
import { rebasedOntoNewest } from '../../../domain/content/draft-on-newest.js';
import { HttpError } from '../../../http/http-error.js';
import { DRAFT_BODY_LIMIT, Refusal } from './content-draft.js';

/** Nothing is retired for a rebase: the ids are checked when the result is saved. */
const NO_RETIRED_IDS: ReadonlySet<string> = new Set();

/**
 * POST /api/content/draft/rebase (organisers): the editor's unsaved content, typed on
 * `baseVersion`, re-applied onto the newest version as GET /api/content/draft rebases a saved
 * draft (decision 101), after a save refused with a 409. Nothing is saved: the organiser checks
 * the parts listed in `conflicts`, then saves and publishes.
 */
const rebaseDraft: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/content/draft/rebase',
    {
      preHandler: app.requireOrganiser,
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: { body: ContentDraftBody, response: { 200: ContentDraft, 400: Refusal } },
    },
    async (request, reply) => {
      const { baseVersion } = request.body;
      if (baseVersion > (await latestVersion(app.db))) throw new HttpError(400, CONTENT_VERSION_NOT_FOUND);
      const checked = checkContent(request.body.content, NO_RETIRED_IDS);
      if (!checked.ok) return reply.code(400).send({ message: CONTENT_INVALID, problems: checked.problems });
      const rebased = await rebasedOntoNewest(app.db, baseVersion, checked.content);
      request.log.info(
        { userId: request.user?.id, baseVersion, conflicts: rebased.conflicts?.length },
        'draft rebased',
      );
      return { ...rebased, updatedBy: null, updatedAt: null };
    },
  );
};
export default rebaseDraft;
