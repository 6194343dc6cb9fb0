import { CERTIFICATES_PATH, type CertificateCheck } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** GET /api/certificates/{code}: the action and the date a genuine code names, or the server's French refusal. */
export function checkCode(code: string): Promise<ApiResult<CertificateCheck>> {
  return callApi(
    `${CERTIFICATES_PATH.replace(/^\/api/, '')}/${encodeURIComponent(code)}`,
    {},
    'CertificateCheck',
    serverMessageOr('La vérification n’a pas pu se faire. Réessayez dans un instant.'),
  );
}
