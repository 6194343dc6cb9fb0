import { AttendanceDetail } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signaturesOf } from '../../../domain/attendance/attendance-records.js';
import { halfDaySummary } from '../../../domain/attendance/half-days.js';
import { HalfDayParams, halfDayContext, isOpen } from './half-day-context.js';

/** GET /api/attendance/{id} (organisers): the half-day and who signed, when, in signing order. */
const attendanceDetail: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/:id',
    {
      preHandler: app.requireOrganiser,
      schema: { params: HalfDayParams, response: { 200: AttendanceDetail } },
    },
    async (request) => {
      const { details, row } = await halfDayContext(app, request.params.id);
      return {
        halfDay: halfDaySummary(details, isOpen(row)),
        modules: details.modules,
        trainer: row?.trainer_name ?? details.trainer,
        openedAt: row?.opened_at ?? null,
        closedAt: row?.closed_at ?? null,
        trainerSignedAt: row?.trainer_signed_at ?? null,
        signatures: await signaturesOf(app.db, details.id),
      };
    },
  );
};
export default attendanceDetail;
