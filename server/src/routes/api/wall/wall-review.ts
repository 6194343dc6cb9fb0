import { WallReview } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wallReview } from '../../../domain/wall/wall-approvals.js';

/** GET /api/wall/review (organisers): the newest photos waiting for the wall, and those on it. */
const wallReviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wall/review',
    { preHandler: app.requireOrganiser, schema: { response: { 200: WallReview } } },
    async () => ({ approval: app.config.wallApproval, ...(await wallReview(app.db)) }),
  );
};
export default wallReviewRoute;
