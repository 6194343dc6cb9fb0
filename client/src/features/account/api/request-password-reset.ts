import type { ForgotPasswordBody } from '@congres/contracts';
import { SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { callApi, rateLimitMessage, type ApiResult, type FailedAnswer } from '../../../lib/api-result';

export const NO_ACCOUNT_MESSAGE = 'Aucun compte associé à cet email.';
export const SEND_LINK_FAILED_MESSAGE = "Erreur lors de l'envoi du lien. Veuillez réessayer.";

/**
 * Spec section 8: a failing answer whose message mentions not found, utilisateur or email →
 * no account; a network failure → the server-error message; any other → the sending error.
 */
export function forgotPasswordErrorMessage(failure: FailedAnswer): string {
  if (failure.status === 0) return SERVER_ERROR_MESSAGE;
  const limited = rateLimitMessage(failure);
  if (limited !== undefined) return limited;
  if (failure.message !== undefined && /not found|utilisateur|email/i.test(failure.message)) return NO_ACCOUNT_MESSAGE;
  return SEND_LINK_FAILED_MESSAGE;
}

/**
 * POST /api/forgot-password. `token` is set when the server hands it back (`response`
 * delivery, the spec's flow); otherwise the link went by email.
 */
export async function requestPasswordReset(
  body: ForgotPasswordBody,
): Promise<ApiResult<{ token: string | undefined }>> {
  const result = await callApi('/forgot-password', { json: body }, 'ForgotPasswordReply', forgotPasswordErrorMessage);
  // An empty token is no token: the link went by email.
  return result.ok ? { ok: true, data: { token: result.data.token || undefined } } : result;
}
