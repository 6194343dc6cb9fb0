import { AttendanceAccountList, AttendanceAccountsQuery } from '@congres/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findAccounts } from '../../../domain/attendance/attendance-records.js';
import { knownHalfDay } from '../../../domain/attendance/half-day-context.js';
import { HalfDayParams } from './half-day-params.js';

/**
 * GET /api/attendance/{id}/accounts?q= (organisers): the accounts whose name or email holds the
 * text, to record one without a phone; each says whether it already signed for the half-day.
 */
const attendanceAccounts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/attendance/:id/accounts',
    {
      preHandler: app.requireOrganiser,
      schema: { params: HalfDayParams, querystring: AttendanceAccountsQuery, response: { 200: AttendanceAccountList } },
    },
    async (request) => {
      const details = await knownHalfDay(app, request.params.id);
      return findAccounts(app.db, details.id, request.query.q ?? '');
    },
  );
};
export default attendanceAccounts;
