import type { ContentVersionList, ContentVersionSummary } from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

const isVersion = (value: unknown): value is ContentVersionSummary => {
  const version = value as ContentVersionSummary;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof version.version === 'number' &&
    typeof version.publishedAt === 'string' &&
    Array.isArray(version.changes)
  );
};

/** GET /api/content/versions: every published version, newest first, with what changed. */
export function getVersions(): Promise<ApiResult<ContentVersionList>> {
  return callApi(
    '/content/versions',
    {},
    (body) => (Array.isArray(body) && body.every(isVersion) ? body : undefined),
    serverMessageOr(
      'L’historique du programme n’a pas pu être chargé : vérifiez votre connexion, puis appuyez sur « Réessayer ».',
    ),
  );
}
