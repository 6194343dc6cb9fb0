import { Figures } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dayFigures } from '../../../domain/figures/day-figures.js';

/**
 * GET /api/figures (organisers, decision 064): accounts, photos, photos per quarter hour of the
 * last 24 hours, open reports, announcements, /mur screens on, and how many accounts starred each
 * slot. Counts only: nothing names anybody.
 */
const getFigures: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/figures', { preHandler: app.requireOrganiser, schema: { response: { 200: Figures } } }, async () =>
    dayFigures(app.db),
  );
};
export default getFigures;
