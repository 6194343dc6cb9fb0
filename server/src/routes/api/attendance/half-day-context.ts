import { ATTENDANCE_MESSAGES } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { halfDayRow, halfDayRows, isOpen, type HalfDayRow } from '../../../domain/attendance/attendance-records.js';
import { halfDaysOf, trainingOf, type HalfDayDetails } from '../../../domain/attendance/half-days.js';
import { publishedContent } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';

/** `{id}` of every attendance route: any text, an unknown one is the French 404. */
export const HalfDayParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

/** The half-days the published content names (or the seed's, decision 091), in its order. */
export async function publishedHalfDays(app: FastifyInstance): Promise<HalfDayDetails[]> {
  const { content } = await publishedContent(app.db);
  return halfDaysOf(content, trainingOf(content, await app.contentSeed()));
}

export interface HalfDayContext {
  /** As the published content says it now; the snapshot taken at the last opening when it no longer does. */
  details: HalfDayDetails;
  row: HalfDayRow | undefined;
}

/** The half-day `{id}` names, or the French 404. */
export async function halfDayContext(app: FastifyInstance, id: string): Promise<HalfDayContext> {
  const [published, row] = await Promise.all([publishedHalfDays(app), halfDayRow(app.db, id)]);
  const details = published.find((halfDay) => halfDay.id === id) ?? snapshotOf(row);
  if (details === undefined) throw new HttpError(404, ATTENDANCE_MESSAGES.halfDayNotFound);
  return { details, row };
}

/** The half-day as it was when it was last opened or closed: what its sheet prints. */
export function snapshotOf(row: HalfDayRow | undefined): HalfDayDetails | undefined {
  return row === undefined ? undefined : (JSON.parse(row.details) as HalfDayDetails);
}

/** The open half-day `{id}` names, with its row; the French 404 or refusal otherwise. */
export async function openHalfDayRow(app: FastifyInstance, id: string): Promise<HalfDayRow> {
  const row = await halfDayRow(app.db, id);
  if (isOpen(row)) return row;
  if (row === undefined && !(await publishedHalfDays(app)).some((halfDay) => halfDay.id === id)) {
    throw new HttpError(404, ATTENDANCE_MESSAGES.halfDayNotFound);
  }
  throw new HttpError(409, ATTENDANCE_MESSAGES.closed);
}

export { halfDayRows, isOpen };
