import {
  CONTENT_INVALID,
  CONTENT_VERSION_NOT_FOUND,
  ContentDraft,
  ContentDraftBody,
  ContentProblem,
} from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkContent } from '../../../domain/content/content-problems.js';
import { checkSlidesFiles } from '../../../domain/slides/slides-files.js';
import { readDraft } from '../../../domain/content/content-draft.js';
import { currentDraft, saveDraftOnNewest } from '../../../domain/content/draft-on-newest.js';
import { latestVersion, retiredSlotIds } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';
import { conflict } from './publication.js';

/** The whole content with its legal texts: far more than a form, far less than an upload. */
export const DRAFT_BODY_LIMIT = 512 * 1024;

/** A 400: the refused values' problems, or (a base version unknown) the message alone. */
export const Refusal = Type.Object({
  message: Type.String(),
  error: Type.Optional(Type.String()),
  problems: Type.Optional(Type.Array(ContentProblem)),
});

/**
 * GET /api/content/draft (organisers): the shared draft, or the published content when none is
 * open; a draft saved on an older version comes rebased onto the newest (decision 101). PUT saves
 * content checked by the schema and the server's rules (decision 080): 400 with each refused
 * value's path and French reason, nothing saved; 409 naming who published when `baseVersion` is
 * no longer the newest (decision 101), nothing saved.
 */
const contentDraft: FastifyPluginAsyncTypebox = async (app) => {
  const preHandler = app.requireOrganiser;

  app.get('/content/draft', { preHandler, schema: { response: { 200: ContentDraft, 400: Refusal } } }, async () =>
    currentDraft(app.db),
  );

  app.put(
    '/content/draft',
    {
      preHandler,
      bodyLimit: DRAFT_BODY_LIMIT,
      schema: { body: ContentDraftBody, response: { 200: ContentDraft, 400: Refusal } },
    },
    async (request, reply) => {
      const { baseVersion } = request.body;
      const latest = await latestVersion(app.db);
      if (baseVersion > latest) throw new HttpError(400, CONTENT_VERSION_NOT_FOUND);
      // Before the content's checks: the slots removed since would be refused as reused ids there.
      if (baseVersion < latest) throw await conflict(app);
      const shaped = checkContent(request.body.content, await retiredSlotIds(app.db));
      // Then the slides PDFs it names must be stored (decision 084): one storage read each.
      const checked = shaped.ok ? await checkSlidesFiles(app.photos.files, shaped.content) : shaped;
      if (!checked.ok) {
        request.log.info({ problems: checked.problems.length }, 'content draft refused');
        return reply.code(400).send({ message: CONTENT_INVALID, problems: checked.problems });
      }
      const user = request.user;
      if (user === null) throw new Error('requireOrganiser let an anonymous request through');
      const saved = await saveDraftOnNewest(app.db, { baseVersion, content: checked.content, updatedBy: user.id });
      // A publication between the check above and this save.
      if (saved === 'stale') throw await conflict(app);
      request.log.info({ userId: user.id, baseVersion }, 'content draft saved');
      const draft = await readDraft(app.db);
      if (draft === undefined) throw new Error('the draft just saved is gone');
      return draft;
    },
  );
};
export default contentDraft;
