import {
  ATTENDANCE_MESSAGES,
  RecordAttendanceBody,
  SIGNATURE_MAX_BYTES,
  SignatureBody,
  SignatureReceipt,
  type AttendanceEntry,
} from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { codeAccepted } from '../../../domain/attendance/attendance-codes.js';
import { accountById, addSignature, type SignatureRefusal } from '../../../domain/attendance/attendance-records.js';
import { signableHalfDay, type OpenHalfDay } from '../../../domain/attendance/half-day-context.js';
import { checkSignature, normaliseSignature, readSignature } from '../../../domain/attendance/signature-check.js';
import { HttpError } from '../../../http/http-error.js';
import { rateLimit } from '../rate-limits.js';
import { HalfDayParams } from './half-day-params.js';
import { signedInUser } from '../../../plugins/auth/auth-user.js';

/** A PNG data URL of SIGNATURE_MAX_BYTES is a third larger in base64, plus the JSON around it. */
export const SIGNATURE_BODY_LIMIT = Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4096;

/** The receipt of a stored signature, published to the organisers; the French 409 when it was not stored. */
async function recorded(
  app: FastifyInstance,
  halfDay: OpenHalfDay,
  entry: AttendanceEntry | SignatureRefusal,
  alreadySigned: string,
) {
  if (entry === 'closed') throw new HttpError(409, ATTENDANCE_MESSAGES.closed);
  if (entry === 'already-signed') throw new HttpError(409, alreadySigned);
  await app.live.publish('attendance-changed', { halfDayId: halfDay.id });
  return { halfDay: { id: halfDay.id, label: halfDay.label }, name: entry.name, signedAt: entry.signedAt };
}

/**
 * POST /api/attendance/{id}/signatures (signed-in attendees, decision 091): the code the room's
 * screen showed, and the pad's PNG (decision 100: its form and size are read before anything
 * else, then it is decoded once and stored small); 201 once, then 409, and 409 when the half-day
 * closed meanwhile. Limited per account, never per address: the venue's 300 attendees share one.
 * POST /api/attendance/{id}/records (organisers): a participant without a phone signs on the
 * organiser's; no code (the organiser is in the room), marked as recorded by them.
 */
const signAttendance: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/attendance/:id/signatures',
    {
      bodyLimit: SIGNATURE_BODY_LIMIT,
      preHandler: [app.requireUser, rateLimit(app, 'attendanceSignPerUser', 'user')],
      schema: { params: HalfDayParams, body: SignatureBody, response: { 201: SignatureReceipt } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (request.body.userId !== undefined && request.body.userId !== user.id) {
        throw new HttpError(403, ATTENDANCE_MESSAGES.anotherAccount);
      }
      // Its text and PNG header first: what is no pad's PNG of a sane size is refused before any
      // row is read or any pixel decoded.
      const png = readSignature(request.body.signature);
      const halfDay = await signableHalfDay(app, request.params.id);
      if (!codeAccepted(halfDay.codeSecret, request.body.code, Date.now())) {
        throw new HttpError(400, ATTENDANCE_MESSAGES.staleCode);
      }
      const signature = await normaliseSignature(png);
      const entry = await addSignature(app.db, {
        halfDayId: halfDay.id,
        user: { id: user.id, name: user.username, email: user.email },
        signature,
      });
      const receipt = await recorded(app, halfDay, entry, ATTENDANCE_MESSAGES.alreadySigned);
      request.log.info({ halfDayId: halfDay.id, userId: user.id }, 'attendance signed');
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/attendance/:id/records',
    {
      bodyLimit: SIGNATURE_BODY_LIMIT,
      preHandler: [app.requireOrganiser, rateLimit(app, 'attendanceRecordPerUser', 'user')],
      schema: { params: HalfDayParams, body: RecordAttendanceBody, response: { 201: SignatureReceipt } },
    },
    async (request, reply) => {
      const organiser = signedInUser(request);
      const halfDay = await signableHalfDay(app, request.params.id);
      const account = await accountById(app.db, request.body.userId);
      if (account === undefined) throw new HttpError(404, ATTENDANCE_MESSAGES.unknownAccount);
      const signature = await checkSignature(request.body.signature);
      const entry = await addSignature(app.db, {
        halfDayId: halfDay.id,
        user: { id: Number(account.id), name: account.username, email: account.email },
        signature,
        recordedBy: { id: organiser.id, name: organiser.username },
      });
      const receipt = await recorded(app, halfDay, entry, ATTENDANCE_MESSAGES.participantAlreadySigned);
      request.log.info({ halfDayId: halfDay.id, userId: account.id, by: organiser.id }, 'attendance recorded');
      return reply.code(201).send(receipt);
    },
  );
};
export default signAttendance;
