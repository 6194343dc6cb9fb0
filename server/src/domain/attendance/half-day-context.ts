import {
  ATTENDANCE_MESSAGES,
  type AttendanceDetail,
  type CongressContent,
  type HalfDaySummary,
} from '@congres/contracts';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import type { Database } from '../../plugins/database/schema.js';
import { publishedContent } from '../content/content-versions.js';
import { halfDayRow, halfDayRows, isOpen, signaturesOf, type HalfDayRow } from './attendance-records.js';
import { halfDaySummary, halfDaysOf, trainingOf, type HalfDayDetails } from './half-days.js';

/**
 * Where the half-days are read: the attendance rows, and the content seed the published content
 * falls back on (decision 091). The app is one; routes pass it and never see a row (decision 115).
 */
export interface TrainingSource {
  db: Kysely<Database>;
  contentSeed(): Promise<CongressContent | undefined>;
}

/** The half-days the published content names (or the seed's, decision 091), in its order. */
export async function publishedHalfDays(source: TrainingSource): Promise<HalfDayDetails[]> {
  const { content } = await publishedContent(source.db);
  return halfDaysOf(content, trainingOf(content, await source.contentSeed()));
}

interface HalfDayContext {
  /** As the published content says it now; the snapshot taken at the last opening when it no longer does. */
  details: HalfDayDetails;
  row: HalfDayRow | undefined;
}

/** The half-day `id` names, with its row when it was ever opened, or the French 404. */
export async function halfDayContext(source: TrainingSource, id: string): Promise<HalfDayContext> {
  const [published, row] = await Promise.all([publishedHalfDays(source), halfDayRow(source.db, id)]);
  const details = published.find((halfDay) => halfDay.id === id) ?? snapshotOf(row);
  if (details === undefined) throw new HttpError(404, ATTENDANCE_MESSAGES.halfDayNotFound);
  return { details, row };
}

/** The half-day `id` names, as the published content says it (or its snapshot), or the French 404. */
export async function knownHalfDay(source: TrainingSource, id: string): Promise<HalfDayDetails> {
  return (await halfDayContext(source, id)).details;
}

/** The half-day as it was when it was last opened or closed: what its sheet prints. */
export function snapshotOf(row: HalfDayRow | undefined): HalfDayDetails | undefined {
  return row === undefined ? undefined : (JSON.parse(row.details) as HalfDayDetails);
}

/** The open half-day `id` names, with its row; the French 404 or refusal otherwise. */
export async function openHalfDayRow(source: TrainingSource, id: string): Promise<HalfDayRow> {
  const row = await halfDayRow(source.db, id);
  if (isOpen(row)) return row;
  if (row === undefined && !(await publishedHalfDays(source)).some((halfDay) => halfDay.id === id)) {
    throw new HttpError(404, ATTENDANCE_MESSAGES.halfDayNotFound);
  }
  throw new HttpError(409, ATTENDANCE_MESSAGES.closed);
}

/** An open half-day as the signing and the room's screen need it. */
export interface OpenHalfDay {
  id: string;
  /** Its label as its last opening saw it. */
  label: string;
  /** The secret its rotating codes are derived from (decision 091). */
  codeSecret: string;
}

/** The open half-day `id` names; the French 404 or refusal otherwise. */
export async function signableHalfDay(source: TrainingSource, id: string): Promise<OpenHalfDay> {
  const row = await openHalfDayRow(source, id);
  return { id: row.half_day_id, label: snapshotOf(row)?.label ?? row.half_day_id, codeSecret: row.code_secret };
}

/** The training's half-days, with whether each is open. */
export async function halfDayList(source: TrainingSource): Promise<HalfDaySummary[]> {
  const [halfDays, rows] = await Promise.all([publishedHalfDays(source), halfDayRows(source.db)]);
  return halfDays.map((details) => halfDaySummary(details, isOpen(rows.get(details.id))));
}

/** The half-day `id` names and who signed, when, in signing order; the French 404 otherwise. */
export async function halfDayDetail(source: TrainingSource, id: string): Promise<AttendanceDetail> {
  const { details, row } = await halfDayContext(source, id);
  return {
    halfDay: halfDaySummary(details, isOpen(row)),
    modules: details.modules,
    trainer: row?.trainer_name ?? details.trainer,
    openedAt: row?.opened_at ?? null,
    closedAt: row?.closed_at ?? null,
    trainerSignedAt: row?.trainer_signed_at ?? null,
    signatures: await signaturesOf(source.db, details.id),
  };
}
