import type { ErrorBody } from '@congres/contracts';
import { API_BASE_URL } from './api-base-url';
import { noteAnswerStatus } from './refused-session';

/** The generic message for a network failure or an unreadable answer (spec section 8). */
export const SERVER_ERROR_MESSAGE = 'Erreur serveur. Veuillez réessayer plus tard.';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart uploads). */
  body?: FormData;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  /** More headers (an upload's `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The address of an API path ("/photos" is /api/photos, on API_BASE_URL's host when one is set). */
export function apiUrl(path: string): string {
  return `${API_BASE_URL}/api${path}`;
}

/**
 * Calls the API. Resolves with the Response whatever its status (callers map statuses to
 * the spec's messages); rejects only on a network failure. A 401 to a call that carried a
 * token has signed out before the caller sees it (refused-session.ts).
 */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const response = await fetch(apiUrl(path), {
    method: request.method ?? (request.json !== undefined || request.body ? 'POST' : 'GET'),
    headers: { ...headers, ...request.headers },
    body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
    signal: request.signal,
  });
  noteAnswerStatus(response.status, request.token);
  return response;
}

/** The `message` of an error answer, or undefined when the body holds none. */
export async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}
