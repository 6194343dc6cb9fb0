import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { attendanceCsv, attendancePdf, sheetFileName } from '../../../domain/attendance/attendance-sheet.js';
import { sheetPictures } from '../../../domain/attendance/sheet-signatures.js';
import { attachmentDisposition } from '../../../http/attachment.js';
import { closedSheet } from '../../../domain/attendance/half-day-closing.js';
import { HalfDayParams } from './half-day-params.js';

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
