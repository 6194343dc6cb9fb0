import type { Podium, PodiumChoice, PrizeRanking } from '@congres/contracts/room';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { fetchFile, saveFile } from '../../../lib/download-file';

const retry = (what: string) => serverMessageOr(`${what} : vérifiez votre connexion, puis réessayez.`);

/** GET /api/quizzes/ranking (organisers, decision 119). */
export function getPrizeRanking(token: string): Promise<ApiResult<PrizeRanking>> {
  return callApi('/quizzes/ranking', { token }, 'PrizeRanking', retry('Le classement n’a pas pu être chargé'));
}

/** GET /api/quizzes/ranking.csv, saved as a file; the French message of a failure, or null. */
export async function downloadPrizeRankingCsv(token: string): Promise<string | null> {
  const failed = 'Le fichier n’a pas pu être téléchargé : vérifiez votre connexion, puis réessayez.';
  const file = await fetchFile('/quizzes/ranking.csv', token, 'classement-remise-des-prix.csv', failed);
  if (!file.ok) return file.message;
  saveFile(file.data);
  return null;
}

/** GET /api/quizzes/podium (anyone): the podium the room's screens show, or none. */
export function getPodium(): Promise<ApiResult<Podium>> {
  return callApi('/quizzes/podium', {}, 'Podium', retry('Le podium n’a pas pu être chargé'));
}

/** PUT (show) or DELETE (take off) /api/quizzes/podium (organisers). */
export function setPodium(token: string, shown: boolean): Promise<ApiResult<true>> {
  return callApi(
    '/quizzes/podium',
    { method: shown ? 'PUT' : 'DELETE', token },
    null,
    retry(shown ? 'Le podium n’a pas pu être affiché' : 'Le podium n’a pas pu être retiré'),
  );
}

/** GET /api/account/podium (signed in). */
export function getPodiumChoice(token: string): Promise<ApiResult<PodiumChoice>> {
  return callApi('/account/podium', { token }, 'PodiumChoice', retry('Votre choix n’a pas pu être lu'));
}

/** PUT /api/account/podium (signed in). */
export function putPodiumChoice(token: string, nameShown: boolean): Promise<ApiResult<PodiumChoice>> {
  return callApi(
    '/account/podium',
    { method: 'PUT', token, json: { nameShown } },
    'PodiumChoice',
    retry('Votre choix n’a pas pu être enregistré'),
  );
}
