import { useQuery } from '@tanstack/react-query';
import { accountKey, dataOf, useInvalidateOnLiveEvents } from '../../../lib/query-client';
import { attendanceKeys, getAttendance, getHalfDays } from './attendance-api';

/** The half-days and their state (organisers). */
export function useHalfDays(token: string) {
  return useQuery({
    queryKey: attendanceKeys.list(accountKey(token)),
    queryFn: () => dataOf(getHalfDays(token)),
  });
}

/** The query of one half-day's attendance, for useQuery and useQueries alike. */
export const attendanceDetailQuery = (token: string, halfDayId: string) => ({
  queryKey: attendanceKeys.detail(accountKey(token), halfDayId),
  queryFn: () => dataOf(getAttendance(token, halfDayId)),
});

/** One half-day's attendance: who signed, when, recorded by whom (organisers). */
export function useAttendanceDetail(token: string, halfDayId: string) {
  return useQuery(attendanceDetailQuery(token, halfDayId));
}

/**
 * Every attendance screen follows the live stream (decision 057): a signature, an opening or a
 * close, through whichever instance, refetches what is shown (events close together make one
 * request: three hundred attendees sign in a few minutes). `attendance-changed` comes on the
 * organisers' stream only, which the page opens with a ticket (decision 104); a `reset` (more
 * missed than the server keeps) refetches too. The stream opens as soon as the page has loaded,
 * as the wall's does (decision 076): these are the organisers' screens and the room's, which
 * are there to follow it, and a stream still waiting for a quiet moment on a busy laptop missed
 * the signatures sent meanwhile.
 */
export function useAttendanceLive(): void {
  useInvalidateOnLiveEvents(['attendance-changed', 'reset'], attendanceKeys.all, 500, { immediate: true });
}
