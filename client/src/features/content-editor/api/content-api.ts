import type {
  ContentDraft,
  ContentProblem,
  ContentVersionList,
  CongressContent,
  PublishReply,
} from '@congres/contracts';
import { apiFetch } from '../../../lib/api-client';
import {
  callApi,
  NETWORK_FAILURE_MESSAGE,
  serverMessageOr,
  signOutRefusedSession,
  type ApiResult,
} from '../../../lib/api-result';

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;
const isDraft = (body: unknown): body is ContentDraft =>
  isObject(body) && typeof body.baseVersion === 'number' && isObject(body.content);
const versionOf = (body: unknown): PublishReply | undefined =>
  isObject(body) && typeof body.version === 'number' ? { version: body.version } : undefined;

/** Said when the editor's data could not be read (no answer, or an answer without it). */
export const LOAD_FAILURE_MESSAGE = 'Impossible de charger le contenu : vérifiez la connexion puis réessayez.';

/** GET /api/content/draft (organisers): the draft, or the published content when none is open. */
export function getDraft(token: string): Promise<ApiResult<ContentDraft>> {
  return callApi(
    '/content/draft',
    { token },
    (body) => (isDraft(body) ? body : undefined),
    (failure) => (failure.status === 0 ? LOAD_FAILURE_MESSAGE : (failure.message ?? LOAD_FAILURE_MESSAGE)),
  );
}

/** GET /api/content/versions (anyone): the published versions, newest first. */
export function getVersions(): Promise<ApiResult<ContentVersionList>> {
  return callApi(
    '/content/versions',
    {},
    (body) => (Array.isArray(body) ? (body as ContentVersionList) : undefined),
    serverMessageOr('L’historique des versions n’a pas pu être chargé. Réessayez dans un instant.'),
  );
}

/** A refused save: the French message, and each refused value (a JSON pointer and why). */
export type SaveResult =
  { ok: true; draft: ContentDraft } | { ok: false; message: string; status: number; problems: ContentProblem[] };

const isProblem = (value: unknown): value is ContentProblem =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** PUT /api/content/draft (organisers): a 400 names the refused fields (callApi keeps only the message). */
export async function saveDraft(token: string, baseVersion: number, content: CongressContent): Promise<SaveResult> {
  let response: Response;
  try {
    response = await apiFetch('/content/draft', { method: 'PUT', token, json: { baseVersion, content } });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0, problems: [] };
  }
  if (response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isDraft(body)) return { ok: true, draft: body };
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0, problems: [] };
  }
  if (response.status === 401) signOutRefusedSession(token);
  const body: unknown = await response.json().catch(() => undefined);
  const problems = isObject(body) && Array.isArray(body.problems) ? body.problems.filter(isProblem) : [];
  const message =
    isObject(body) && typeof body.message === 'string'
      ? body.message
      : 'Le brouillon n’a pas été enregistré. Réessayez dans un instant.';
  return { ok: false, message, status: response.status, problems };
}

/** POST /api/content/publish (organisers): 201 { version }, or 409 with who published since. */
export function publishDraft(token: string, baseVersion: number, note: string): Promise<ApiResult<PublishReply>> {
  const trimmed = note.trim();
  return callApi(
    '/content/publish',
    { token, json: trimmed === '' ? { baseVersion } : { baseVersion, note: trimmed } },
    versionOf,
    serverMessageOr('La publication a échoué. Réessayez dans un instant.'),
  );
}

/** POST /api/content/versions/{n}/restore (organisers): publishes version n again as a new one. */
export function restoreVersion(token: string, version: number): Promise<ApiResult<PublishReply>> {
  return callApi(
    `/content/versions/${version}/restore`,
    { token, method: 'POST' },
    versionOf,
    serverMessageOr('Le retour à cette version a échoué. Réessayez dans un instant.'),
  );
}
