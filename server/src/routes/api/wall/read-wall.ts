import { PHOTO_PAGE_DEFAULT_LIMIT, PhotoPageQuery, WallPage } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { approvedPage } from '../../../domain/wall/wall-approvals.js';
import { nextCursor, readPageQuery, refuseRepeatedPageParameters } from '../photos/page-query.js';

/**
 * GET /api/wall (anyone: the projector is not signed in): one page of what the wall may show,
 * newest first, with the gallery's page parameters. With WALL_APPROVAL=true the approved photos
 * only, so that a photo nobody approved never reaches the screen; otherwise every photo.
 * Not kept by caches (no-store by default): a photo withdrawn must leave at the next read.
 */
const readWall: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wall',
    {
      preValidation: refuseRepeatedPageParameters,
      schema: { querystring: PhotoPageQuery, response: { 200: WallPage } },
    },
    async (request) => {
      const page = readPageQuery(request.query) ?? { limit: PHOTO_PAGE_DEFAULT_LIMIT };
      const approval = app.config.wallApproval;
      const { photos, more } = approval ? await approvedPage(app.db, page) : await app.photos.store.page(page);
      return { approval, photos, nextCursor: nextCursor(photos, more) };
    },
  );
};
export default readWall;
