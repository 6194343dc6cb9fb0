import type { ReportedPhotoList } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { accountKey, dataOf, useInvalidateOnLiveEvents } from '../../../lib/query-client';

/** GET /api/reports (organisers): each reported photo with its reports. */
export function getReports(token: string): Promise<ApiResult<ReportedPhotoList>> {
  return callApi(
    '/reports',
    { token },
    'ReportedPhotoList',
    serverMessageOr('Les signalements n’ont pas pu être chargés. Réessayez.'),
  );
}

export const reportsKey = (token: string) => ['reports', accountKey(token)] as const;

/** The reported photos as a query, read again when a photo is deleted (by another organiser too). */
export function useReports(token: string) {
  const queryKey = reportsKey(token);
  useInvalidateOnLiveEvents(['photo-removed'], queryKey);
  return useQuery({ queryKey, queryFn: () => dataOf(getReports(token)) });
}

/** DELETE /api/photos/{id}/reports: the photo stays published; its reports are cleared. */
export function keepPhoto(photoId: number, token: string): Promise<ApiResult<true>> {
  return callApi(
    `/photos/${photoId}/reports`,
    { method: 'DELETE', token },
    null,
    serverMessageOr('La photo n’a pas pu être conservée. Réessayez.'),
  );
}
