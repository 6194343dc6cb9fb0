import { apiFetch, readErrorMessage, type ApiRequest } from './api-client';
import { clearToken, readToken } from './session';

/**
 * What a form needs from a call: the answer's body, or the French message to show (with the
 * status: 0 when no usable answer came).
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/** A not-ok answer, as the message mappers of this feature see it. */
export interface FailedAnswer {
  /** The HTTP status; 0 when there is no usable answer (network failure, or a 2xx without what the screen needs). */
  status: number;
  /** The `message` field of the answer's body, when it has one. */
  message: string | undefined;
}

/**
 * Calls the API and turns every outcome into an ApiResult: the 2xx body when `accept` finds
 * what it needs in it, else `toMessage` of the failure (status 0 for a network failure).
 */
export async function callApi<T>(
  path: string,
  request: ApiRequest,
  accept: (body: unknown) => T | undefined,
  toMessage: (failure: FailedAnswer) => string,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(path, request);
  } catch {
    return { ok: false, message: toMessage({ status: 0, message: undefined }), status: 0 };
  }
  if (!response.ok) {
    if (response.status === 401 && request.token) signOutRefusedSession(request.token);
    const failure = { status: response.status, message: await readErrorMessage(response) };
    return { ok: false, message: toMessage(failure), status: failure.status };
  }
  let body: unknown = undefined;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch {
    // An unreadable success body: `accept` decides whether the call still counts as done.
  }
  const data = accept(body);
  // A 2xx whose body lacks what the screen needs is the spec's "other failure", not the user's.
  return data === undefined
    ? { ok: false, message: toMessage({ status: 0, message: undefined }), status: 0 }
    : { ok: true, data };
}

const SESSION_REFUSED_EVENT = 'congres:session-refused';

/**
 * The one place where a 401 becomes "signed out": the server refused the token a call carried
 * (expired, revoked by a logout elsewhere, account deleted), so this device forgets it and the
 * pages that care say "reconnectez-vous" (onSessionRefused). callApi calls it for every call;
 * a call that does not go through callApi (the upload, for its progress) calls it itself. A
 * token stored since the refused one was sent (a login in another tab) is kept.
 */
export function signOutRefusedSession(refusedToken: string): void {
  if (readToken() !== refusedToken) return;
  clearToken();
  window.dispatchEvent(new Event(SESSION_REFUSED_EVENT));
}

/** Calls `listener` each time the server refuses the session; returns the unsubscribe. */
export function onSessionRefused(listener: () => void): () => void {
  window.addEventListener(SESSION_REFUSED_EVENT, listener);
  return () => window.removeEventListener(SESSION_REFUSED_EVENT, listener);
}

/** The `token` string of a body, if it has one. */
export function tokenOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const token = (body as { token?: unknown }).token;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** A 429 answer carries the server's French "try again in N minutes": shown as is. */
export function rateLimitMessage(failure: FailedAnswer): string | undefined {
  return failure.status === 429 ? failure.message : undefined;
}

/** Said when no answer came: the phone is offline or the venue's wifi dropped. */
export const NETWORK_FAILURE_MESSAGE = 'Pas de réponse du serveur : vérifiez votre connexion, puis réessayez.';

/**
 * The message mapper of the site's own screens (the spec's screens keep their catalogue): the
 * server's French message when it sent one, the network message when nothing came, else `fallback`.
 */
export function serverMessageOr(fallback: string): (failure: FailedAnswer) => string {
  return (failure) => (failure.status === 0 ? NETWORK_FAILURE_MESSAGE : (failure.message ?? fallback));
}
