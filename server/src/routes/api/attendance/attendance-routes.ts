import type { FastifyInstance } from 'fastify';
import attendanceAccounts from './attendance-accounts.js';
import attendanceCode from './attendance-code.js';
import attendanceDetail from './attendance-detail.js';
import attendanceSheets from './attendance-sheets.js';
import listHalfDays from './list-half-days.js';
import openClose from './open-close.js';
import signAttendance from './sign-attendance.js';

/** Attendance per half-day (decision 091): organisers open, watch and close; attendees sign. */
export default async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listHalfDays);
  await app.register(attendanceDetail);
  await app.register(openClose);
  await app.register(attendanceCode);
  await app.register(signAttendance);
  await app.register(attendanceAccounts);
  await app.register(attendanceSheets);
}
