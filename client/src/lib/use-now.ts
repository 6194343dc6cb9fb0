import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The current time in ms, refreshed every `intervalMs` (and when the tab becomes visible
 * again); null in the prerendered HTML and while it hydrates, since the build's clock is not
 * the visitor's (decision 020): the first render in the browser then has the real time.
 */
export function useNow(intervalMs: number): number | null {
  const hydrated = useHydrated();
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
  return hydrated ? now : null;
}
