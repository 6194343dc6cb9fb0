import type { Figures } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

const isFigures = (body: unknown): body is Figures =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Figures).photos === 'number' &&
  Array.isArray((body as Figures).quarterHours) &&
  Array.isArray((body as Figures).stars);

/** GET /api/figures (organisers): the day's figures (decision 064). */
export function getFigures(token: string, signal?: AbortSignal): Promise<ApiResult<Figures>> {
  return callApi(
    '/figures',
    { token, signal },
    (body) => (isFigures(body) ? body : undefined),
    serverMessageOr('Les chiffres n’ont pas pu être chargés. Réessayez dans un instant.'),
  );
}
