import { SCREEN_HEARTBEAT_MS } from '@congres/contracts';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client';

/** 32 hex digits from the browser's random source (randomUUID needs https; a projector may be on plain http). */
function randomScreenId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Tells the server this wall is on (decision 065): at once, every SCREEN_HEARTBEAT_MS, when the
 * page shows again and when the network returns, so that the organisers' figures count it. The
 * id lives as long as the page: a reload is a new screen, and the old one stops counting after
 * the expiry. A failure changes nothing on the wall: the next beat tries again.
 */
export function usePresence(): void {
  useEffect(() => {
    const screenId = randomScreenId();
    const beat = (): void => {
      if (document.visibilityState !== 'visible') return;
      apiFetch(`/wall/screens/${screenId}`, { method: 'PUT' }).catch(() => undefined);
    };
    beat();
    const timer = setInterval(beat, SCREEN_HEARTBEAT_MS);
    document.addEventListener('visibilitychange', beat);
    window.addEventListener('online', beat);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', beat);
      window.removeEventListener('online', beat);
    };
  }, []);
}
