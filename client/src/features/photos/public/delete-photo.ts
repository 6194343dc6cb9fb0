import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/**
 * DELETE /api/photos/{id}: the publisher's own photo, or any photo for an organiser (204).
 * Shared by the gallery and the organisers' "Signalements" page.
 */
export function deletePhoto(photoId: number, token: string): Promise<ApiResult<true>> {
  return callApi(
    `/photos/${photoId}`,
    { method: 'DELETE', token },
    null,
    serverMessageOr('La photo n’a pas pu être supprimée. Réessayez.'),
  );
}
