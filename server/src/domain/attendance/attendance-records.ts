import type { AttendanceAccount, AttendanceEntry } from '@congres/contracts';
import { ATTENDANCE_ACCOUNTS_LISTED } from '@congres/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AttendanceHalfDaysTable, Database } from '../../plugins/database/schema.js';
import { newCodeSecret } from './attendance-codes.js';
import type { HalfDayDetails } from './half-days.js';

type Db = Kysely<Database>;
export type HalfDayRow = Selectable<AttendanceHalfDaysTable>;

/** Open: opened and not closed since (decision 091: organisers decide, whatever the clock says). */
export const isOpen = (row: HalfDayRow | undefined): row is HalfDayRow =>
  row !== undefined && row.opened_at !== null && row.closed_at === null;

export function halfDayRow(db: Db, id: string): Promise<HalfDayRow | undefined> {
  return db.selectFrom('attendance_half_days').selectAll().where('half_day_id', '=', id).executeTakeFirst();
}

export async function halfDayRows(db: Db): Promise<Map<string, HalfDayRow>> {
  const rows = await db.selectFrom('attendance_half_days').selectAll().execute();
  return new Map(rows.map((row) => [row.half_day_id, row]));
}

/**
 * Opens a half-day: its first opening creates the row; a reopening after a close takes a new
 * code secret (the codes shown before stop working) and clears the trainer's signature, which
 * the next close asks for again. Opening an open half-day changes nothing.
 */
export async function openHalfDay(db: Db, details: HalfDayDetails, userId: number): Promise<void> {
  const now = new Date().toISOString();
  const reopened = {
    details: JSON.stringify(details),
    code_secret: newCodeSecret(),
    opened_at: now,
    opened_by: userId,
    closed_at: null,
    closed_by: null,
    trainer_signature: null,
    trainer_signed_at: null,
  };
  await db
    .insertInto('attendance_half_days')
    .values({ half_day_id: details.id, ...reopened })
    .onConflict((oc) => oc.column('half_day_id').doNothing())
    .execute();
  await db
    .updateTable('attendance_half_days')
    .set(reopened)
    .where('half_day_id', '=', details.id)
    .where('closed_at', 'is not', null)
    .execute();
}

export interface Closing {
  details: HalfDayDetails;
  userId: number;
  trainerSignature: string;
  /** The sheet's code: issued at the first close, kept by later ones. */
  sheetCode: string;
}

/** Closes an open half-day with the trainer's signature; false when it was not open (any more). */
export async function closeHalfDay(db: Db, closing: Closing): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('attendance_half_days')
    .set({
      details: JSON.stringify(closing.details),
      closed_at: now,
      closed_by: closing.userId,
      trainer_name: closing.details.trainer,
      trainer_signature: closing.trainerSignature,
      trainer_signed_at: now,
      sheet_code: closing.sheetCode,
    })
    .where('half_day_id', '=', closing.details.id)
    .where('opened_at', 'is not', null)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface NewSignature {
  halfDayId: string;
  user: { id: number; name: string; email: string };
  signature: string;
  /** The organiser who records a participant without a phone. */
  recordedBy?: { id: number; name: string };
}

/** Why a signature was not stored: the half-day closed meanwhile, or this account signed already. */
export type SignatureRefusal = 'closed' | 'already-signed';

/**
 * Stores a checked signature, in one statement that also checks the half-day is still open
 * (insert … select from the half-day's row while it is open): a close that lands while the
 * signature was being checked wins, and the signature is refused (decision 100).
 */
export async function addSignature(db: Db, input: NewSignature): Promise<AttendanceEntry | SignatureRefusal> {
  const row = await db
    .insertInto('attendance_signatures')
    .columns([
      'half_day_id',
      'user_id',
      'participant_name',
      'participant_email',
      'signature',
      'signed_at',
      'recorded_by',
      'recorded_by_name',
    ])
    .expression((eb) =>
      eb
        .selectFrom('attendance_half_days')
        .select((s) => [
          'attendance_half_days.half_day_id',
          s.val(input.user.id).as('user_id'),
          s.val(input.user.name).as('participant_name'),
          s.val(input.user.email).as('participant_email'),
          s.val(input.signature).as('signature'),
          // The server's clock, to the millisecond, in the same form on every database.
          s.val(new Date().toISOString()).as('signed_at'),
          s.val(input.recordedBy?.id ?? null).as('recorded_by'),
          s.val(input.recordedBy?.name ?? null).as('recorded_by_name'),
        ])
        .where('attendance_half_days.half_day_id', '=', input.halfDayId)
        .where('attendance_half_days.opened_at', 'is not', null)
        .where('attendance_half_days.closed_at', 'is', null),
    )
    .onConflict((oc) => oc.columns(['half_day_id', 'user_id']).doNothing())
    .returning(['id', 'user_id', 'participant_name', 'signed_at', 'recorded_by_name'])
    .executeTakeFirst();
  if (row !== undefined) return toEntry(row);
  return isOpen(await halfDayRow(db, input.halfDayId)) ? 'already-signed' : 'closed';
}

const toEntry = (row: {
  id: number;
  user_id: number | null;
  participant_name: string;
  signed_at: string;
  recorded_by_name: string | null;
}): AttendanceEntry => ({
  id: Number(row.id),
  userId: row.user_id === null ? null : Number(row.user_id),
  name: row.participant_name,
  signedAt: row.signed_at,
  recordedBy: row.recorded_by_name,
});

/** Who signed, in signing order. */
export async function signaturesOf(db: Db, halfDayId: string): Promise<AttendanceEntry[]> {
  const rows = await db
    .selectFrom('attendance_signatures')
    .select(['id', 'user_id', 'participant_name', 'signed_at', 'recorded_by_name'])
    .where('half_day_id', '=', halfDayId)
    .orderBy('signed_at')
    .orderBy('id')
    .execute();
  return rows.map(toEntry);
}

/** The lines of a sheet: each participant with their signature as stored. */
export function sheetLines(db: Db, halfDayId: string) {
  return db
    .selectFrom('attendance_signatures')
    .select(['id', 'participant_name', 'participant_email', 'signature', 'signed_at', 'recorded_by_name'])
    .where('half_day_id', '=', halfDayId)
    .orderBy('participant_name')
    .orderBy('id')
    .execute();
}
export type SheetLine = Awaited<ReturnType<typeof sheetLines>>[number];

/** Accounts whose name or email holds `query` (any case), with whether they signed already. */
export async function findAccounts(db: Db, halfDayId: string, query: string): Promise<AttendanceAccount[]> {
  // LIKE's wildcards typed by the organiser are dropped rather than escaped (no ESCAPE on both engines).
  const pattern = `%${query.trim().toLowerCase().replace(/[%_]/g, '')}%`;
  const rows = await db
    .selectFrom('users')
    .leftJoin('attendance_signatures', (join) =>
      join
        .onRef('attendance_signatures.user_id', '=', 'users.id')
        .on('attendance_signatures.half_day_id', '=', halfDayId),
    )
    .select(['users.id', 'users.username', 'users.email', 'attendance_signatures.id as signature_id'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.username']), 'like', eb.val(pattern)),
        eb('users.email', 'like', eb.val(pattern)),
      ]),
    )
    .orderBy('users.username')
    .orderBy('users.id')
    .limit(ATTENDANCE_ACCOUNTS_LISTED)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.username,
    email: row.email,
    signed: row.signature_id !== null,
  }));
}

export function accountById(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'username', 'email']).where('id', '=', id).executeTakeFirst();
}
