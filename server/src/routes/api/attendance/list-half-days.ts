import { HalfDayList } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { halfDayList } from '../../../domain/attendance/half-day-context.js';

/** GET /api/attendance (organisers): the training's half-days, with whether each is open. */
const listHalfDays: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/attendance', { preHandler: app.requireOrganiser, schema: { response: { 200: HalfDayList } } }, async () =>
    halfDayList(app),
  );
};
export default listHalfDays;
