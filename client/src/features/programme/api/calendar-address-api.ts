import type { CalendarFeedStatus } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { accountKey, dataOf } from '../../../lib/query-client';

/** GET /api/programme/calendar: whether the account has a calendar address, since when. */
export function getCalendarAddress(token: string): Promise<ApiResult<CalendarFeedStatus>> {
  return callApi(
    '/programme/calendar',
    { token },
    'CalendarFeedStatus',
    serverMessageOr('Votre adresse d’agenda n’a pas pu être chargée. Réessayez.'),
  );
}

export const calendarAddressKey = (token: string) => ['calendar-address', accountKey(token)] as const;

/** The account's calendar address as a query (GET /api/programme/calendar). */
export function useCalendarAddress(token: string) {
  return useQuery({ queryKey: calendarAddressKey(token), queryFn: () => dataOf(getCalendarAddress(token)) });
}

/** POST /api/programme/calendar: a new address (the previous one stops working); its full https URL. */
export async function renewCalendarAddress(token: string): Promise<ApiResult<{ url: string; createdAt: string }>> {
  const result = await callApi(
    '/programme/calendar',
    { method: 'POST', token },
    'CalendarFeedReply',
    serverMessageOr('L’adresse d’agenda n’a pas pu être créée. Réessayez.'),
  );
  if (!result.ok) return result;
  // The API may be on the page's own origin (a relative address) or on another one.
  const url = new URL(apiUrl(result.data.path), window.location.origin).href;
  return { ok: true, data: { url, createdAt: result.data.createdAt } };
}

/** DELETE /api/programme/calendar: the address stops working, no new one is made. */
export function revokeCalendarAddress(token: string): Promise<ApiResult<true>> {
  return callApi(
    '/programme/calendar',
    { method: 'DELETE', token },
    null,
    serverMessageOr('L’adresse d’agenda n’a pas pu être supprimée. Réessayez.'),
  );
}

/** The same address for calendar apps: webcal:// opens the phone's calendar to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
