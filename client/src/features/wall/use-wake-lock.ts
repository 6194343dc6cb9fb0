import { useEffect } from 'react';

/**
 * Keeps the projector's screen on while the wall is shown (Screen Wake Lock API). The browser
 * lets the lock go when the page is hidden: it is asked again when the page shows. Where the
 * API is missing or refused (no HTTPS, battery saver), nothing else changes: the README says
 * how to turn the computer's sleep off.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = (): void => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (granted) => {
          if (stopped) void granted.release();
          else lock = granted;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
