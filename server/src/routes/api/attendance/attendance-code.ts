import { ATTENDANCE_SIGN_PAGE, AttendanceCode } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentCode } from '../../../domain/attendance/attendance-codes.js';
import { signableHalfDay } from '../../../domain/attendance/half-day-context.js';
import { HalfDayParams } from './half-day-params.js';

/**
 * GET /api/attendance/{id}/code (organisers: the room's screen is opened by one, so nobody
 * outside the room reads the code): what the QR code holds now, while the half-day is open.
 * The address is the site's public one (PUBLIC_URL), the one attendees' phones reach.
 */
const attendanceCode: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/:id/code',
    {
      preHandler: app.requireOrganiser,
      schema: { params: HalfDayParams, response: { 200: AttendanceCode } },
    },
    async (request) => {
      const halfDay = await signableHalfDay(app, request.params.id);
      const { code, changesAt } = currentCode(halfDay.codeSecret, Date.now());
      const query = new URLSearchParams({ 'demi-journee': halfDay.id, code });
      return {
        code,
        url: `${app.config.publicUrl}${ATTENDANCE_SIGN_PAGE}?${query.toString()}`,
        changesAt: changesAt.toISOString(),
      };
    },
  );
};
export default attendanceCode;
