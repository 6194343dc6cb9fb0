import { useEffect, useState } from 'react';
import { onSessionRefused } from './refused-session';

/**
 * True once the server has refused this page's session (a 401, signed out in lib/api-result.ts):
 * the page then says "reconnectez-vous" instead of its plain invitation to log in.
 */
export function useSessionExpired(): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => onSessionRefused(() => setExpired(true)), []);
  return expired;
}
