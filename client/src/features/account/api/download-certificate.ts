import { CERTIFICATE_PDF_PATH } from '@congres/contracts';
import { apiFetch, readErrorMessage } from '../../../lib/api-client';
import { NETWORK_FAILURE_MESSAGE, signOutRefusedSession, type ApiResult } from '../../../lib/api-result';

const FAILED = 'L’attestation n’a pas pu être préparée. Réessayez dans un instant.';

/**
 * GET /api/account/certificate.pdf with the token, then saved as a file: the PDF is small, and
 * fetching it first lets the page show the server's French answer when nothing is signed yet
 * (a link would open a bare error instead).
 */
export async function downloadCertificate(token: string): Promise<ApiResult<true>> {
  let response: Response;
  try {
    response = await apiFetch(CERTIFICATE_PDF_PATH.replace(/^\/api/, ''), { token });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0 };
  }
  if (!response.ok) {
    if (response.status === 401) signOutRefusedSession(token);
    return { ok: false, message: (await readErrorMessage(response)) ?? FAILED, status: response.status };
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'attestation-de-formation.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download: the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, data: true };
}
