import { ATTENDANCE_MESSAGES } from '@congres/contracts';
import { HttpError } from '../../http/http-error.js';
import { issueEvidenceCode } from '../certificates/evidence-codes.js';
import { closeHalfDay, halfDayRow, isOpen, sheetLines } from './attendance-records.js';
import { halfDayContext, publishedHalfDays, snapshotOf, type TrainingSource } from './half-day-context.js';
import type { HalfDayDetails } from './half-days.js';
import { checkSignature } from './signature-check.js';

/**
 * Closes the open half-day `id` with its trainer's signature (decision 091), issuing the sheet's
 * code at its first close (decision 095); the French 404, 409 or 400 otherwise.
 */
export async function closeWithSignature(
  source: TrainingSource,
  id: string,
  userId: number,
  signature: string | undefined,
): Promise<HalfDayDetails> {
  const { details, row } = await halfDayContext(source, id);
  if (!isOpen(row)) throw new HttpError(409, ATTENDANCE_MESSAGES.notOpen);
  if ((signature ?? '').trim() === '') throw new HttpError(400, ATTENDANCE_MESSAGES.trainerSignatureRequired);
  const trainerSignature = await checkSignature(signature);
  const sheetCode =
    row.sheet_code ??
    (await issueEvidenceCode(source.db, {
      kind: 'feuille',
      userId: null,
      halfDayId: details.id,
      actionTitle: details.actionTitle,
      actionDate: details.date,
    }));
  if (!(await closeHalfDay(source.db, { details, userId, trainerSignature, sheetCode }))) {
    throw new HttpError(409, ATTENDANCE_MESSAGES.notOpen);
  }
  return details;
}

/** The closed, trainer-signed half-day's sheet data, or the French 404/409. */
export async function closedSheet(source: TrainingSource & { config: { publicUrl: string } }, id: string) {
  const row = await halfDayRow(source.db, id);
  const details = snapshotOf(row);
  if (row === undefined || details === undefined) {
    const known = (await publishedHalfDays(source)).some((halfDay) => halfDay.id === id);
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
    verificationUrl: `${source.config.publicUrl}/verification`,
  };
  return { header, lines: await sheetLines(source.db, id) };
}
