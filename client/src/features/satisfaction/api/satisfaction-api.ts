import type {
  SatisfactionAnswersBody,
  SatisfactionPublished,
  SatisfactionResults,
  SatisfactionState,
} from '@congres/contracts';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;
const isState = (body: unknown): body is SatisfactionState =>
  isObject(body) &&
  isObject(body.questionnaire) &&
  typeof body.open === 'boolean' &&
  typeof body.answered === 'boolean' &&
  typeof body.participant === 'boolean';
const isResults = (body: unknown): body is SatisfactionResults =>
  isObject(body) && typeof body.answers === 'number' && Array.isArray(body.questions);
const isPublished = (body: unknown): body is SatisfactionPublished =>
  isObject(body) && typeof body.published === 'boolean' && typeof body.answers === 'number';

/** The query keys of the feature: what a publication or an answer makes stale. */
export const SATISFACTION_KEY = 'satisfaction';
export const SATISFACTION_RESULTS_KEY = 'satisfaction-results';
export const SATISFACTION_PUBLISHED_KEY = 'satisfaction-published';

/** GET /api/satisfaction (signed in): the questionnaire, open or not, answered or not, mine to answer or not. */
export function getSatisfaction(token: string): Promise<ApiResult<SatisfactionState>> {
  return callApi(
    '/satisfaction',
    { token },
    (body) => (isState(body) ? body : undefined),
    serverMessageOr('Le questionnaire n’a pas pu être chargé : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** POST /api/satisfaction/answers (signed in): 201 once. */
export function postAnswers(token: string, body: SatisfactionAnswersBody): Promise<ApiResult<true>> {
  return callApi(
    '/satisfaction/answers',
    { method: 'POST', token, json: body },
    () => true as const,
    serverMessageOr('Vos réponses n’ont pas pu être envoyées : vérifiez votre connexion, puis réessayez.'),
  );
}

/** GET /api/satisfaction/results (organisers). */
export function getResults(token: string): Promise<ApiResult<SatisfactionResults>> {
  return callApi(
    '/satisfaction/results',
    { token },
    (body) => (isResults(body) ? body : undefined),
    serverMessageOr('Les résultats n’ont pas pu être chargés : vérifiez votre connexion, puis rechargez la page.'),
  );
}

/** POST (publish) or DELETE (withdraw) /api/satisfaction/publication (organisers). */
export function setPublication(token: string, publish: boolean): Promise<ApiResult<SatisfactionPublished>> {
  return callApi(
    '/satisfaction/publication',
    { method: publish ? 'POST' : 'DELETE', token },
    (body) => (isPublished(body) ? body : undefined),
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
    (body) => (isPublished(body) ? body : undefined),
    serverMessageOr('Le taux de satisfaction n’a pas pu être chargé.'),
  );
}
