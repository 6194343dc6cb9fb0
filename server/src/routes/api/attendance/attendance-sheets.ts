import { ATTENDANCE_MESSAGES } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { halfDayRow, sheetLines } from '../../../domain/attendance/attendance-records.js';
import { attendanceCsv, attendancePdf, sheetFileName } from '../../../domain/attendance/attendance-sheet.js';
import { sheetPictures } from '../../../domain/attendance/sheet-signatures.js';
import { HttpError } from '../../../http/http-error.js';
import { attachmentDisposition } from '../../../http/attachment.js';
import { HalfDayParams, publishedHalfDays, snapshotOf } from './half-day-context.js';

/** The closed, trainer-signed half-day's sheet data, or the French 404/409. */
async function closedSheet(app: FastifyInstance, id: string) {
  const row = await halfDayRow(app.db, id);
  const details = snapshotOf(row);
  if (row === undefined || details === undefined) {
    const known = (await publishedHalfDays(app)).some((halfDay) => halfDay.id === id);
    throw new HttpError(
      known ? 409 : 404,
      known ? ATTENDANCE_MESSAGES.sheetNotReady : ATTENDANCE_MESSAGES.halfDayNotFound,
    );
  }
  const { closed_at, trainer_signature, trainer_name, sheet_code } = row;
  if (closed_at === null || trainer_signature === null || sheet_code === null) {
    throw new HttpError(409, ATTENDANCE_MESSAGES.sheetNotReady);
  }
  const header = {
    details,
    trainerName: trainer_name ?? details.trainer,
    trainerSignature: trainer_signature,
    sheetCode: sheet_code,
    verificationUrl: `${app.config.publicUrl}/verification`,
  };
  return { header, lines: await sheetLines(app.db, id) };
}

/**
 * GET /api/attendance/{id}/sheet.pdf and sheet.csv (organisers): the closed half-day's sheet. The
 * PDF embeds the signatures as stored; one stored before decision 100 is normalised once, here.
 */
const attendanceSheets: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/:id/sheet.pdf',
    { preHandler: app.requireOrganiser, schema: { params: HalfDayParams } },
    async (request, reply) => {
      const { header, lines } = await closedSheet(app, request.params.id);
      const pictures = await sheetPictures(app.db, request.params.id, header.trainerSignature, lines);
      if (pictures.normalised > 0) {
        request.log.info({ halfDayId: request.params.id, count: pictures.normalised }, 'older signatures normalised');
      }
      const pdf = await attendancePdf(header, lines, pictures);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(`${sheetFileName(header.details)}.pdf`))
        .send(pdf);
    },
  );
  app.get(
    '/attendance/:id/sheet.csv',
    { preHandler: app.requireOrganiser, schema: { params: HalfDayParams } },
    async (request, reply) => {
      const { header, lines } = await closedSheet(app, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`${sheetFileName(header.details)}.csv`))
        .send(attendanceCsv(header.details, lines));
    },
  );
};
export default attendanceSheets;
