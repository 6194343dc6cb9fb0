import type { Figures, LiveEventName } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountKey, dataOf, failureOf, useInvalidateOnLiveEvents } from '../../../lib/query-client';
import { getFigures } from '../api/figures-api';

/**
 * Events of the live stream after which the figures have changed (photos, announcements), or
 * may have (`ready` after a reconnection, `reset` after a long cut): the page asks again.
 */
const CHANGING_EVENTS = [
  'photo-published',
  'photo-removed',
  'announcement-published',
  'announcement-removed',
  'ready',
  'reset',
] as const satisfies readonly LiveEventName[];
/** Events close together (a batch of photos) make one request, this long after the first. */
export const EVENT_DEBOUNCE_MS = 500;
/** What has no event (screens, stars, accounts, reports) is asked for this often while the page shows. */
export const SLOW_REFRESH_MS = 15_000;

export type FiguresState =
  | { status: 'loading' }
  /** `refused`: the server said no to this account (401, 403): the message is its French refusal. */
  | { status: 'error'; message: string; offline: boolean; refused: boolean }
  | {
      status: 'ready';
      figures: Figures;
      /** The last request got no answer: the figures shown are those of `figures.at`. */
      offline: boolean;
      /** The last request was refused for another reason: said beside the figures kept. */
      refreshError: string | null;
    };

/**
 * The organisers' figures (/chiffres, and /organisation's day at a glance), kept up to date
 * without a reload (decision 064): fetched once, again shortly after each event of the stream
 * that changes them, every SLOW_REFRESH_MS while the page is visible, when it becomes visible and when the network comes back (the query client's
 * settings, decision 077). A failed refresh keeps the figures shown and says why.
 */
export function useFigures(token: string): FiguresState {
  const queryKey = ['figures', accountKey(token)];
  const query = useQuery({
    queryKey,
    queryFn: () => dataOf(getFigures(token)),
    refetchInterval: SLOW_REFRESH_MS,
  });
  useInvalidateOnLiveEvents(CHANGING_EVENTS, queryKey, EVENT_DEBOUNCE_MS);

  const failure = failureOf(query);
  const offline = failure?.status === 0;
  const refused = failure?.status === 401 || failure?.status === 403;
  // Signed out, or no longer an organiser: the figures go.
  if (query.data === undefined || refused) {
    return failure === null ? { status: 'loading' } : { status: 'error', message: failure.message, offline, refused };
  }
  return {
    status: 'ready',
    figures: query.data,
    offline,
    refreshError: failure === null || offline ? null : failure.message,
  };
}
