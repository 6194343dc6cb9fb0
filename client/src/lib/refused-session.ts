import { clearToken, readToken } from './session';

const SESSION_REFUSED_EVENT = 'congres:session-refused';

/**
 * The one place where a 401 becomes "signed out": the server refused the token a call carried
 * (expired, revoked by a logout elsewhere, account deleted), so this device forgets it and the
 * pages that care say "reconnectez-vous" (onSessionRefused). The API client calls it for every
 * answer (apiFetch, and callApi through it); the photo upload queue, whose requests go by
 * XMLHttpRequest and the tus library, calls it itself on their 401. A token stored since the refused one was sent (a login in another tab) is
 * kept; where there is no storage (the service worker) nothing is stored, so nothing happens.
 */
export function signOutRefusedSession(refusedToken: string): void {
  if (readToken() !== refusedToken) return;
  clearToken();
  window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
}

/** Signs out when `status` is the server's refusal of the `token` the request carried. */
export function noteAnswerStatus(status: number, token: string | null | undefined): void {
  if (status === 401 && token) signOutRefusedSession(token);
}

/** Calls `listener` each time the server refuses the session; returns the unsubscribe. */
export function onSessionRefused(listener: () => void): () => void {
  window.addEventListener(SESSION_REFUSED_EVENT, listener);
  return () => window.removeEventListener(SESSION_REFUSED_EVENT, listener);
}
