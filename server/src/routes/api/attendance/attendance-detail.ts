import { AttendanceDetail } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { halfDayDetail } from '../../../domain/attendance/half-day-context.js';
import { HalfDayParams } from './half-day-params.js';

/** GET /api/attendance/{id} (organisers): the half-day and who signed, when, in signing order. */
const attendanceDetail: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/:id',
    {
      preHandler: app.requireOrganiser,
      schema: { params: HalfDayParams, response: { 200: AttendanceDetail } },
    },
    async (request) => halfDayDetail(app, request.params.id),
  );
};
export default attendanceDetail;
