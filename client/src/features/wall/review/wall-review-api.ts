import type { WallReview } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { accountKey, dataOf } from '../../../lib/query-client';

/** GET /api/wall/review (organisers): whether approval is on, the photos waiting and those on the wall. */
export function getWallReview(token: string): Promise<ApiResult<WallReview>> {
  return callApi(
    '/wall/review',
    { token },
    'WallReview',
    serverMessageOr('Les photos du mur n’ont pas pu être chargées. Réessayez.'),
  );
}

export const wallReviewKey = (token: string) => ['wall-review', accountKey(token)] as const;

/** The wall's lists as a query (GET /api/wall/review). */
export function useWallReview(token: string) {
  return useQuery({ queryKey: wallReviewKey(token), queryFn: () => dataOf(getWallReview(token)) });
}

/** PUT /api/wall/photos/{id}: the photo goes on the wall (204). */
export function approveForWall(photoId: number, token: string): Promise<ApiResult<true>> {
  return callApi(
    `/wall/photos/${photoId}`,
    { method: 'PUT', token },
    null,
    serverMessageOr('La photo n’a pas pu être ajoutée au mur. Réessayez.'),
  );
}

/** DELETE /api/wall/photos/{id}: the photo leaves the wall and stays in the gallery (204). */
export function withdrawFromWall(photoId: number, token: string): Promise<ApiResult<true>> {
  return callApi(
    `/wall/photos/${photoId}`,
    { method: 'DELETE', token },
    null,
    serverMessageOr('La photo n’a pas pu être retirée du mur. Réessayez.'),
  );
}
