import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` `delayMs` after `start()` is called (once the success message has been read);
 * leaving the page earlier cancels it.
 */
export function useRedirectAfter(to: string, delayMs: number): () => void {
  const navigate = useNavigate();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!started) return;
    const timer = setTimeout(() => void navigate(to), delayMs);
    return () => clearTimeout(timer);
  }, [started, navigate, to, delayMs]);
  return () => setStarted(true);
}
