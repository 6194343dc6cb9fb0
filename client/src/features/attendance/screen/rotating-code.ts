import { ATTENDANCE_CODE_PERIOD_MS, type AttendanceCode } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountKey, dataOf } from '../../../lib/query-client';
import { attendanceKeys, getCode } from '../api/attendance-api';

/** Asked this long after `changesAt`, so that the server has moved to the next code. */
export const AFTER_CHANGE_MS = 250;

/**
 * How long the screen waits before asking for the next code: until the server's `changesAt`
 * (and a little after), never longer than a period. A screen whose clock is ahead of the
 * server's sees `changesAt` already past: it then keeps the period rather than asking in a loop.
 */
export function nextRefreshDelay(changesAt: string | undefined, nowMs: number): number {
  const at = changesAt === undefined ? Number.NaN : Date.parse(changesAt);
  if (Number.isNaN(at) || at <= nowMs) return ATTENDANCE_CODE_PERIOD_MS;
  return Math.min(at - nowMs, ATTENDANCE_CODE_PERIOD_MS) + AFTER_CHANGE_MS;
}

/** The code the room's screen shows now, renewed at each `changesAt` (decision 091). */
export function useRotatingCode(token: string, halfDayId: string, enabled: boolean) {
  return useQuery<AttendanceCode>({
    queryKey: attendanceKeys.code(accountKey(token), halfDayId),
    queryFn: () => dataOf(getCode(token, halfDayId)),
    enabled,
    refetchInterval: (query) => nextRefreshDelay(query.state.data?.changesAt, Date.now()),
    // The projector's tab may be behind another window: the code must change all the same.
    refetchIntervalInBackground: true,
  });
}
