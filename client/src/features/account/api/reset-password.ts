import { callApi, type ApiResult, type FailedAnswer } from '../../../lib/api-result';

export const INVALID_LINK_MESSAGE = 'Lien invalide ou expiré. Veuillez redemander une réinitialisation.';
export const RESET_FAILED_MESSAGE = 'Erreur lors de la réinitialisation. Veuillez réessayer.';

/**
 * Spec section 8: a message mentioning token, invalide or expiré → the link is dead; otherwise
 * the server's own message (a 429's "try again" included), or the generic reset error.
 */
export function resetPasswordErrorMessage(failure: FailedAnswer): string {
  if (failure.message === undefined) return RESET_FAILED_MESSAGE;
  if (/token|invalide|expiré/i.test(failure.message)) return INVALID_LINK_MESSAGE;
  return failure.message;
}

/** POST /api/reset-password/{token} with the new password. */
export function resetPassword(token: string, password: string): Promise<ApiResult<true>> {
  return callApi(
    `/reset-password/${encodeURIComponent(token)}`,
    { json: { password } },
    null,
    resetPasswordErrorMessage,
  );
}
