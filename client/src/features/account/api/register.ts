import type { RegisterBody } from '@congres/contracts';
import { SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { callApi, rateLimitMessage, type ApiResult, type FailedAnswer } from '../../../lib/api-result';

export const EMAIL_TAKEN_MESSAGE = 'Un compte avec cet email existe déjà.';
export const REGISTER_FAILED_MESSAGE = "Erreur lors de l'inscription. Veuillez vérifier vos informations.";

/**
 * Spec section 8: 409 whose message contains 'déjà existant' → the email is taken; a network
 * failure → the server-error message; anything else → the registration error (429 excepted:
 * the server's "try again in N minutes").
 */
export function registerErrorMessage(failure: FailedAnswer): string {
  if (failure.status === 0) return SERVER_ERROR_MESSAGE;
  if (failure.status === 409 && failure.message?.includes('déjà existant')) return EMAIL_TAKEN_MESSAGE;
  return rateLimitMessage(failure) ?? REGISTER_FAILED_MESSAGE;
}

/** POST /api/register (201 on success; its body is not needed). */
export function register(account: RegisterBody): Promise<ApiResult<true>> {
  return callApi('/register', { json: account }, null, registerErrorMessage);
}
