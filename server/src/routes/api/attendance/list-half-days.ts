import { HalfDayList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { halfDaySummary } from '../../../domain/attendance/half-days.js';
import { halfDayRows, isOpen, publishedHalfDays } from './half-day-context.js';

/** GET /api/attendance (organisers): the training's half-days, with whether each is open. */
const listHalfDays: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/attendance', { preHandler: app.requireOrganiser, schema: { response: { 200: HalfDayList } } }, async () => {
    const [halfDays, rows] = await Promise.all([publishedHalfDays(app), halfDayRows(app.db)]);
    return halfDays.map((details) => halfDaySummary(details, isOpen(rows.get(details.id))));
  });
};
export default listHalfDays;
