import type {
  SatisfactionAnswersBody,
  SatisfactionPublished,
  SatisfactionResults,
  SatisfactionState,
} from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

/** The query keys of the feature: what a publication or an answer makes stale. */
export const SATISFACTION_KEY = 'satisfaction';
export const SATISFACTION_RESULTS_KEY = 'satisfaction-results';
export const SATISFACTION_PUBLISHED_KEY = 'satisfaction-published';

/** GET /api/satisfaction (signed in): the questionnaire, open or not, answered or not, mine to answer or not. */
export function getSatisfaction(token: string): Promise<ApiResult<SatisfactionState>> {
  return callApi(
    '/satisfaction',
    { token },
    'SatisfactionState',
    serverMessageOr('Le questionnaire n’a pas pu être chargé : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** POST /api/satisfaction/answers (signed in): 201 once. */
export function postAnswers(token: string, body: SatisfactionAnswersBody): Promise<ApiResult<true>> {
  return callApi(
    '/satisfaction/answers',
    { method: 'POST', token, json: body },
    null,
    serverMessageOr('Vos réponses n’ont pas pu être envoyées : vérifiez votre connexion, puis réessayez.'),
  );
}

/** GET /api/satisfaction/results (organisers). */
export function getResults(token: string): Promise<ApiResult<SatisfactionResults>> {
  return callApi(
    '/satisfaction/results',
    { token },
    'SatisfactionResults',
    serverMessageOr('Les résultats n’ont pas pu être chargés : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** POST (publish) or DELETE (withdraw) /api/satisfaction/publication (organisers). */
export function setPublication(token: string, publish: boolean): Promise<ApiResult<SatisfactionPublished>> {
  return callApi(
    '/satisfaction/publication',
    { method: publish ? 'POST' : 'DELETE', token },
    'SatisfactionPublished',
    serverMessageOr(
      publish
        ? 'Le taux n’a pas pu être publié : vérifiez votre connexion, puis réessayez.'
        : 'Le taux n’a pas pu être retiré : vérifiez votre connexion, puis réessayez.',
    ),
  );
}

/** GET /api/satisfaction/published (anyone). */
export function getPublished(): Promise<ApiResult<SatisfactionPublished>> {
  return callApi(
    '/satisfaction/published',
    {},
    'SatisfactionPublished',
    serverMessageOr('Le taux de satisfaction n’a pas pu être chargé.'),
  );
}
