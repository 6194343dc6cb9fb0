import type { MessageBody } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** POST /api/photos/{id}/report: why the organisers should look at this photo; the server's thanks. */
export function reportPhoto(photoId: number, reason: string, token: string): Promise<ApiResult<string>> {
  return callApi(
    `/photos/${photoId}/report`,
    { method: 'POST', json: { reason }, token },
    (body) => (body as Partial<MessageBody> | undefined)?.message,
    serverMessageOr('Le signalement n’a pas pu être envoyé. Réessayez.'),
  );
}
