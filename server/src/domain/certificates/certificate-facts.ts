import type { Kysely } from 'kysely';
import { minutesOf, type TrainingHalfDay } from '@congres/contracts';
import type { Database } from '../../plugins/database/schema.js';
import { participantScores } from '../quizzes/participant-scores.js';

/** A half-day the participant signed, with the times the certificate counts (decision 095). */
export interface SignedHalfDay {
  label: string;
  /** The day's clock time in Bordeaux, as the content writes it ("8h", "14h30"). */
  startsAt: string;
  endsAt: string;
}

/** A phase's QCM results (summed over its quizzes), as the certificate prints them. */
export interface QuizResult {
  /** `avant` or `apres`. */
  phase: string;
  score: number;
  total: number;
}

/** What a participant's certificate says about them. */
export interface CertificateFacts {
  userId: number;
  participant: string;
  /** The half-days signed that their trainer has closed (decision 103). */
  halfDays: SignedHalfDay[];
  /** Minutes attended: the sum of those half-days' lengths. */
  minutes: number;
  quizzes: QuizResult[];
}

/** Why there is no certificate: no half-day signed, or none of those signed closed by its trainer yet. */
export type NoCertificate = 'nothing-signed' | 'none-closed';

/** Minutes since midnight of a clock time, or null for one that is not ("8h", "14h30" are). */
function clockMinutes(time: string): number | null {
  try {
    return minutesOf(time);
  } catch {
    return null;
  }
}

/**
 * The half-day's label and times: from the snapshot taken at its opening or close (what the
 * sheet says, even if the content changed since), else from the published content.
 */
function halfDayOf(id: string, details: string, training: readonly TrainingHalfDay[]): SignedHalfDay | null {
  let snapshot: Partial<Record<'label' | 'startsAt' | 'endsAt', unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(details);
    if (typeof parsed === 'object' && parsed !== null) snapshot = parsed;
  } catch {
    // An unreadable snapshot: the content's half-day speaks for it.
  }
  const fromContent = training.find((halfDay) => halfDay.id === id);
  const pick = (field: 'label' | 'startsAt' | 'endsAt') => {
    const value = snapshot[field];
    return typeof value === 'string' && value !== '' ? value : fromContent?.[field];
  };
  const [label, startsAt, endsAt] = [pick('label'), pick('startsAt'), pick('endsAt')];
  if (startsAt === undefined || endsAt === undefined) return null;
  return { label: label ?? id, startsAt, endsAt };
}

function lengthOf(halfDay: SignedHalfDay): number {
  const start = clockMinutes(halfDay.startsAt);
  const end = clockMinutes(halfDay.endsAt);
  return start === null || end === null || end <= start ? 0 : end - start;
}

/**
 * A half-day its trainer has closed and signed (decision 103): what a certificate counts. A
 * reopened half-day (closed_at and the trainer's signature cleared) counts again once closed again.
 */
const closedByTrainer = (row: { closed_at: string | null; trainer_signed_at: string | null }) =>
  row.closed_at !== null && row.trainer_signed_at !== null;

/**
 * The facts of `userId`'s certificate, or why there is none: only a signed half-day counts
 * (decision 095), and only once its trainer has closed it (decision 103: a half-day still open
 * is not attended yet), whatever the QCMs say. The name is the account's current one.
 */
export async function certificateFacts(
  db: Kysely<Database>,
  userId: number,
  training: readonly TrainingHalfDay[],
): Promise<CertificateFacts | NoCertificate> {
  const signed = await db
    .selectFrom('attendance_signatures')
    .innerJoin('attendance_half_days', 'attendance_half_days.half_day_id', 'attendance_signatures.half_day_id')
    .leftJoin('users', 'users.id', 'attendance_signatures.user_id')
    .select([
      'attendance_signatures.half_day_id',
      'attendance_half_days.details',
      'attendance_half_days.closed_at',
      'attendance_half_days.trainer_signed_at',
      'attendance_signatures.participant_name',
      'users.username',
    ])
    .where('attendance_signatures.user_id', '=', userId)
    .orderBy('attendance_signatures.signed_at')
    .execute();
  const first = signed[0];
  if (first === undefined) return 'nothing-signed';
  const closed = signed.filter(closedByTrainer);
  if (closed.length === 0) return 'none-closed';
  const halfDays = closed
    .map((row) => halfDayOf(row.half_day_id, row.details, training))
    .filter((halfDay): halfDay is SignedHalfDay => halfDay !== null)
    .sort((a, b) => (clockMinutes(a.startsAt) ?? 0) - (clockMinutes(b.startsAt) ?? 0));
  // Summed per phase over its quizzes (decision 093), as "Mes résultats" shows them.
  const { before, after } = await participantScores(db, userId);
  const quizzes = [
    ...(before === null ? [] : [{ phase: 'avant', ...before }]),
    ...(after === null ? [] : [{ phase: 'apres', ...after }]),
  ];
  return {
    userId,
    participant: first.username ?? first.participant_name,
    halfDays,
    minutes: halfDays.reduce((sum, halfDay) => sum + lengthOf(halfDay), 0),
    quizzes,
  };
}

/**
 * The accounts that signed at least one half-day its trainer has closed (decision 103): those
 * the organisers' zip holds a certificate for.
 */
export async function certifiedParticipants(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('attendance_signatures')
    .innerJoin('attendance_half_days', 'attendance_half_days.half_day_id', 'attendance_signatures.half_day_id')
    .select('attendance_signatures.user_id')
    .distinct()
    .where('attendance_signatures.user_id', 'is not', null)
    .where('attendance_half_days.closed_at', 'is not', null)
    .where('attendance_half_days.trainer_signed_at', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.user_id)).sort((a, b) => a - b);
}
