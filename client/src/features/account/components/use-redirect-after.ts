import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` `delayMs` after `start()` is called (once the success message has been read),
 * with the router state given to `start`; leaving the page earlier cancels it.
 */
export function useRedirectAfter(to: string, delayMs: number): (state?: unknown) => void {
  const navigate = useNavigate();
  const [started, setStarted] = useState<{ state: unknown } | null>(null);
  useEffect(() => {
    if (started === null) return;
    const timer = setTimeout(() => void navigate(to, { state: started.state }), delayMs);
    return () => clearTimeout(timer);
  }, [started, navigate, to, delayMs]);
  return (state) => setStarted({ state });
}
