import { ATTENDANCE_MESSAGES, CloseAttendanceBody, HalfDaySummary } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { closeHalfDay, openHalfDay } from '../../../domain/attendance/attendance-records.js';
import { halfDaySummary } from '../../../domain/attendance/half-days.js';
import { checkSignature } from '../../../domain/attendance/signature-check.js';
import { issueEvidenceCode } from '../../../domain/evidence/evidence-codes.js';
import { HttpError } from '../../../http/http-error.js';
import { SIGNATURE_BODY_LIMIT } from './sign-attendance.js';
import { HalfDayParams, halfDayContext, isOpen } from './half-day-context.js';

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
      const { details } = await halfDayContext(app, request.params.id);
      await openHalfDay(app.db, details, request.user!.id);
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
      const { details, row } = await halfDayContext(app, request.params.id);
      if (!isOpen(row)) throw new HttpError(409, ATTENDANCE_MESSAGES.notOpen);
      if ((request.body.signature ?? '').trim() === '') {
        throw new HttpError(400, ATTENDANCE_MESSAGES.trainerSignatureRequired);
      }
      const trainerSignature = await checkSignature(request.body.signature);
      const sheetCode =
        row.sheet_code ??
        (await issueEvidenceCode(app.db, {
          kind: 'feuille',
          userId: null,
          halfDayId: details.id,
          actionTitle: details.actionTitle,
          actionDate: details.date,
        }));
      const closing = { details, userId: request.user!.id, trainerSignature, sheetCode };
      if (!(await closeHalfDay(app.db, closing))) throw new HttpError(409, ATTENDANCE_MESSAGES.notOpen);
      request.log.info({ halfDayId: details.id, userId: request.user?.id }, 'attendance closed');
      await app.live.publish('attendance-changed', { halfDayId: details.id });
      return halfDaySummary(details, false);
    },
  );
};
export default openClose;
