import { useLayoutEffect } from 'react';

/** Seconds before the 1st, 2nd, 3rd… new attempt after consecutive failures; the last repeats. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * The wait before the next attempt after `failures` consecutive failures (1 or more): the
 * schedule above, spread by ±20 % so that the phones of a whole room whose wifi came back do
 * not all ask at the same instant.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1] ?? 30_000;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * While the last request failed (`failures` > 0), asks again by itself: after a growing delay,
 * and at once when the browser says the network is back (`online`) or the visitor returns to
 * the tab. Neither event is needed: a browser may never fire `online` (a wifi that drops
 * without it noticing), and the timer alone brings the page back (decision 036).
 */
export function useBackoffRetry(failures: number, retry: () => void): void {
  // A layout effect: the listeners are in place in the same commit that shows the failure, so
  // an `online` event that comes right after the notice appears is never missed.
  useLayoutEffect(() => {
    if (failures === 0) return;
    const timer = setTimeout(retry, retryDelay(failures));
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [failures, retry]);
}
