import { apiFetch, readErrorMessage, type ApiRequest } from '../../../lib/api-client';

/** What a form needs from a call: the answer's body, or the French message to show. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string };

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
    return { ok: false, message: toMessage({ status: 0, message: undefined }) };
  }
  if (!response.ok) {
    return { ok: false, message: toMessage({ status: response.status, message: await readErrorMessage(response) }) };
  }
  let body: unknown = undefined;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch {
    // An unreadable success body: `accept` decides whether the call still counts as done.
  }
  const data = accept(body);
  // A 2xx whose body lacks what the screen needs is the spec's "other failure", not the user's.
  return data === undefined ? { ok: false, message: toMessage({ status: 0, message: undefined }) } : { ok: true, data };
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
