import type { HalfDaySummary } from '@congres/contracts';
import { useQueries } from '@tanstack/react-query';
import { failureOf, type ApiError } from '../../../lib/query-client';
import { attendanceDetailQuery, useAttendanceLive, useHalfDays } from '../api/use-attendance';
import { halfDayState, type HalfDayState } from './half-day-words';

/** One half-day as the organisers' home shows it. */
export interface HalfDayAtAGlance {
  halfDay: HalfDaySummary;
  state: HalfDayState;
  /** Signatures and records so far; null until the half-day's list has come. */
  signatures: number | null;
  /** The trainer signed it at its close. */
  trainerSigned: boolean;
}

export type HalfDaysAtAGlance =
  | { status: 'loading' }
  | { status: 'error'; failure: ApiError }
  /** `failure`: a later read failed (offline, refused): what is shown is the last one read. */
  | { status: 'ready'; halfDays: HalfDayAtAGlance[]; failure: ApiError | null };

/**
 * Each half-day's state and number of signatures, live (the organisers' stream's
 * `attendance-changed`, decision 104): the list of half-days, then each one's detail, in the
 * very queries /emargement reads, so that going from one page to the other asks nothing again.
 */
export function useHalfDaysAtAGlance(token: string): HalfDaysAtAGlance {
  useAttendanceLive();
  const list = useHalfDays(token);
  const details = useQueries({ queries: (list.data ?? []).map((halfDay) => attendanceDetailQuery(token, halfDay.id)) });
  const failure = failureOf(list) ?? details.map(failureOf).find((found) => found !== null) ?? null;
  if (list.data === undefined) return failure === null ? { status: 'loading' } : { status: 'error', failure };
  return {
    status: 'ready',
    failure,
    halfDays: list.data.map((listed, index) => {
      const detail = details[index]?.data;
      const halfDay = detail?.halfDay ?? listed;
      return {
        halfDay,
        state: halfDayState(halfDay.open, detail?.closedAt),
        signatures: detail === undefined ? null : detail.signatures.length,
        trainerSigned: Boolean(detail?.trainerSignedAt),
      };
    }),
  };
}
