import { apiFetch, readErrorMessage, type ApiRequest } from './api-client';
import type { ReplyName } from './check-reply';
import type { Replies } from './reply-schemas';

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
 * Calls the API and turns every outcome into an ApiResult: the 2xx body when it matches `reply`,
 * the name of the answer's schema in the contracts (check-reply.ts), else `toMessage` of the failure (status
 * 0 for a network failure, or for a 2xx without what the screen needs). `null`: the body is not
 * needed (a 204), and a 2xx is `true`. A 401 has signed out in the API client before.
 */
export async function callApi<Name extends ReplyName>(
  path: string,
  request: ApiRequest,
  reply: Name,
  toMessage: (failure: FailedAnswer) => string,
): Promise<ApiResult<Replies[Name]>>;
export async function callApi(
  path: string,
  request: ApiRequest,
  reply: null,
  toMessage: (failure: FailedAnswer) => string,
): Promise<ApiResult<true>>;
export async function callApi(
  path: string,
  request: ApiRequest,
  reply: ReplyName | null,
  toMessage: (failure: FailedAnswer) => string,
): Promise<ApiResult<unknown>> {
  let response: Response;
  try {
    response = await apiFetch(path, request);
  } catch {
    return { ok: false, message: toMessage({ status: 0, message: undefined }), status: 0 };
  }
  if (!response.ok) {
    const failure = { status: response.status, message: await readErrorMessage(response) };
    return { ok: false, message: toMessage(failure), status: failure.status };
  }
  if (reply === null) return { ok: true, data: true };
  let body: unknown = undefined;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch {
    // An unreadable success body matches no schema: the "other failure" below.
  }
  // A 2xx whose body lacks what the screen needs is the spec's "other failure", not the user's.
  return (await checkedReply(reply, body)) !== undefined
    ? { ok: true, data: body }
    : { ok: false, message: toMessage({ status: 0, message: undefined }), status: 0 };
}

/**
 * `body` when it is the contracts' `reply` (decision 117), else undefined: the one way a reply is
 * checked, for callApi and for the readers that keep their own request (the content, the gallery's
 * pages). The checker and the shapes come with the first answer, not with the page: a first visit
 * runs no more code than before, and the service worker keeps them offline.
 */
export async function checkedReply<Name extends ReplyName>(
  reply: Name,
  body: unknown,
): Promise<Replies[Name] | undefined> {
  const { replyMatches } = await import('./check-reply');
  return replyMatches(reply, body) ? body : undefined;
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
