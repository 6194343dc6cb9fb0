import type { Figures } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** GET /api/figures (organisers): the day's figures (decision 064). */
export function getFigures(token: string, signal?: AbortSignal): Promise<ApiResult<Figures>> {
  return callApi(
    '/figures',
    { token, signal },
    'Figures',
    serverMessageOr('Les chiffres n’ont pas pu être chargés. Réessayez dans un instant.'),
  );
}
