import type { Figures, LiveEventName } from '@congres/contracts';
import { useEffect, useState } from 'react';
import { subscribeLiveEvent } from '../../lib/event-stream';
import { getFigures } from './api/figures-api';

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
  | { status: 'error'; message: string; offline: boolean }
  | {
      status: 'ready';
      figures: Figures;
      /** The last request got no answer: the figures shown are those of `figures.at`. */
      offline: boolean;
      /** The last request was refused for another reason: said beside the figures kept. */
      refreshError: string | null;
    };

/**
 * The organisers' figures, kept up to date without a reload (decision 064): fetched once, again
 * shortly after each event of the stream that changes them, every SLOW_REFRESH_MS while the page
 * is visible, when it becomes visible and when the network comes back. One request at a time; an
 * occasion that arrives during one makes one more after it.
 */
export function useFigures(token: string): FiguresState {
  const [state, setState] = useState<FiguresState>({ status: 'loading' });

  useEffect(() => {
    let mounted = true;
    let inFlight = false;
    let again = false;
    const load = async (): Promise<void> => {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      const result = await getFigures(token);
      inFlight = false;
      if (!mounted) return;
      setState((shown) => {
        if (result.ok) return { status: 'ready', figures: result.data, offline: false, refreshError: null };
        const offline = result.status === 0;
        // Signed out, or no longer an organiser: the figures go.
        if (shown.status !== 'ready' || result.status === 401 || result.status === 403) {
          return { status: 'error', message: result.message, offline };
        }
        return { ...shown, offline, refreshError: offline ? null : result.message };
      });
      if (again) {
        again = false;
        void load();
      }
    };

    void load();
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      debounce ??= setTimeout(() => {
        debounce = undefined;
        void load();
      }, EVENT_DEBOUNCE_MS);
    };
    const unsubscribe = CHANGING_EVENTS.map((name) => subscribeLiveEvent(name, soon));
    const slow = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, SLOW_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    const onOnline = () => void load();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    return () => {
      mounted = false;
      clearTimeout(debounce);
      clearInterval(slow);
      unsubscribe.forEach((stop) => stop());
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }, [token]);

  return state;
}
