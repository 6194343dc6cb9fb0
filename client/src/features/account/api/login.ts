import type { LoginBody } from '@congres/contracts';
import { SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { callApi, rateLimitMessage, type ApiResult, type FailedAnswer } from '../../../lib/api-result';

export const LOGIN_FAILED_MESSAGE = 'Identifiants incorrects.';

/**
 * Spec section 8, to the letter: every not-ok answer gives 'Identifiants incorrects.'; no usable
 * answer (network failure, unreadable success) gives the server-error message. The one
 * exception (decision 008): a 429 shows the server's "try again in N minutes".
 */
export function loginErrorMessage(failure: FailedAnswer): string {
  if (failure.status === 0) return SERVER_ERROR_MESSAGE;
  return rateLimitMessage(failure) ?? LOGIN_FAILED_MESSAGE;
}

/** POST /api/login_check: the token to store, or the message to show. */
export async function login(credentials: LoginBody): Promise<ApiResult<string>> {
  const result = await callApi('/login_check', { json: credentials }, 'TokenBody', loginErrorMessage);
  return result.ok ? { ok: true, data: result.data.token } : result;
}
