import { CloseAttendanceBody, HalfDaySummary } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { openHalfDay } from '../../../domain/attendance/attendance-records.js';
import { halfDaySummary } from '../../../domain/attendance/half-days.js';
import { SIGNATURE_BODY_LIMIT } from './sign-attendance.js';
import { knownHalfDay } from '../../../domain/attendance/half-day-context.js';
import { closeWithSignature } from '../../../domain/attendance/half-day-closing.js';
import { HalfDayParams } from './half-day-params.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/**
 * POST /api/attendance/{id}/open and /close (organisers, decision 091): whatever the clock says,
 * so a rehearsal works any day. The close takes the trainer's signature and issues the sheet's
 * code (decision 095); each change reaches the organisers' pages on the live stream.
 */
const openClose: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/attendance/:id/open',
    {
      preHandler: app.requireOrganiser,
      schema: { params: HalfDayParams, response: { 200: HalfDaySummary } },
    },
    async (request) => {
      const details = await knownHalfDay(app, request.params.id);
      await openHalfDay(app.db, details, signedInUser(request).id);
      request.log.info({ halfDayId: details.id, userId: request.user?.id }, 'attendance opened');
      await app.live.publish('attendance-changed', { halfDayId: details.id });
      return halfDaySummary(details, true);
    },
  );

  app.post(
    '/attendance/:id/close',
    {
      bodyLimit: SIGNATURE_BODY_LIMIT,
      preHandler: app.requireOrganiser,
      schema: { params: HalfDayParams, body: CloseAttendanceBody, response: { 200: HalfDaySummary } },
    },
    async (request) => {
      const details = await closeWithSignature(
        app,
        request.params.id,
        signedInUser(request).id,
        request.body.signature,
      );
      request.log.info({ halfDayId: details.id, userId: request.user?.id }, 'attendance closed');
      await app.live.publish('attendance-changed', { halfDayId: details.id });
      return halfDaySummary(details, false);
    },
  );
};
export default openClose;
