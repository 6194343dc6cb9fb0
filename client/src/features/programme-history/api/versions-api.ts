import type { ContentVersionList } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** GET /api/content/versions: every published version, newest first, with what changed. */
export function getVersions(): Promise<ApiResult<ContentVersionList>> {
  return callApi(
    '/content/versions',
    {},
    'ContentVersionList',
    serverMessageOr(
      'L’historique du programme n’a pas pu être chargé : vérifiez votre connexion, puis appuyez sur « Réessayer ».',
    ),
  );
}
