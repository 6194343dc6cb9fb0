import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `intervalMs` (and when the tab becomes visible again). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const refresh = () => setNow(Date.now());
    const timer = setInterval(refresh, intervalMs);
    // Background tabs throttle timers: catch up as soon as the visitor comes back.
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [intervalMs]);
  return now;
}
