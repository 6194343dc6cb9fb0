import { CERTIFICATE_PDF_PATH } from '@congres/contracts';
import type { ApiResult } from '../../../lib/api-result';
import { fetchFile, saveFile } from '../../../lib/download-file';

const FAILED = 'L’attestation n’a pas pu être préparée. Réessayez dans un instant.';

/**
 * GET /api/account/certificate.pdf with the token, then saved as a file: the PDF is small, and
 * fetching it first lets the page show the server's French answer when nothing is signed yet
 * (a link would open a bare error instead).
 */
export async function downloadCertificate(token: string): Promise<ApiResult<true>> {
  const file = await fetchFile(
    CERTIFICATE_PDF_PATH.replace(/^\/api/, ''),
    token,
    'attestation-de-formation.pdf',
    FAILED,
  );
  if (!file.ok) return file;
  saveFile(file.data);
  return { ok: true, data: true };
}
