import type {
  ContentConflict,
  ContentDraft,
  ContentProblem,
  ContentVersionList,
  CongressContent,
  PublishedContent,
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
const isConflict = (value: unknown): value is ContentConflict =>
  isObject(value) && typeof value.path === 'string' && typeof value.label === 'string';
/**
 * The draft of an answer, its rebase (decision 101) read with care: `rebasedFrom` a number,
 * `conflicts` only the entries that have both a path and a label.
 */
function draftOf(body: unknown): ContentDraft | undefined {
  if (!isObject(body) || typeof body.baseVersion !== 'number' || !isObject(body.content)) return undefined;
  const { rebasedFrom, conflicts, ...draft } = body as ContentDraft;
  if (typeof rebasedFrom !== 'number') return draft;
  return { ...draft, rebasedFrom, conflicts: Array.isArray(conflicts) ? conflicts.filter(isConflict) : [] };
}
const versionOf = (body: unknown): PublishReply | undefined =>
  isObject(body) && typeof body.version === 'number' ? { version: body.version } : undefined;

/** Said when the editor's data could not be read (no answer, or an answer without it). */
export const LOAD_FAILURE_MESSAGE = 'Impossible de charger le contenu : vérifiez la connexion puis réessayez.';

/** GET /api/content/draft (organisers): the draft, or the published content when none is open. */
export function getDraft(token: string): Promise<ApiResult<ContentDraft>> {
  return callApi('/content/draft', { token }, draftOf, (failure) =>
    failure.status === 0 ? LOAD_FAILURE_MESSAGE : (failure.message ?? LOAD_FAILURE_MESSAGE),
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

/**
 * GET /api/content (anyone): the published version, what the editor's list and its publication's
 * summary compare the draft with (decision 108).
 */
export function getPublished(): Promise<ApiResult<PublishedContent>> {
  return callApi(
    '/content',
    {},
    (body) =>
      isObject(body) &&
      typeof body.version === 'number' &&
      isObject(body.content) &&
      Array.isArray(body.content.programme)
        ? (body as unknown as PublishedContent)
        : undefined,
    serverMessageOr('La version publiée n’a pas pu être lue.'),
  );
}

/** A refused save: the French message, and each refused value (a JSON pointer and why). */
export type SaveResult =
  { ok: true; draft: ContentDraft } | { ok: false; message: string; status: number; problems: ContentProblem[] };

const isProblem = (value: unknown): value is ContentProblem =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * PUT /api/content/draft (organisers): a 400 names the refused fields (callApi keeps only the
 * message); a 409 says who published since the draft's base (decision 101).
 */
export const saveDraft = (token: string, baseVersion: number, content: CongressContent): Promise<SaveResult> =>
  sendDraft(
    'PUT',
    '/content/draft',
    token,
    { baseVersion, content },
    'Le brouillon n’a pas été enregistré. Réessayez dans un instant.',
  );

/**
 * POST /api/content/draft/rebase (organisers): the page's unsaved content, typed on
 * `baseVersion`, re-applied by the server onto the newest version; nothing saved (decision 101).
 */
export const rebaseDraft = (token: string, baseVersion: number, content: CongressContent): Promise<SaveResult> =>
  sendDraft(
    'POST',
    '/content/draft/rebase',
    token,
    { baseVersion, content },
    'Le brouillon n’a pas pu être repris sur la dernière version. Réessayez dans un instant.',
  );

async function sendDraft(
  method: 'PUT' | 'POST',
  path: string,
  token: string,
  json: { baseVersion: number; content: CongressContent },
  fallback: string,
): Promise<SaveResult> {
  let response: Response;
  try {
    response = await apiFetch(path, { method, token, json });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0, problems: [] };
  }
  if (response.ok) {
    const draft = draftOf(await response.json().catch(() => undefined));
    if (draft !== undefined) return { ok: true, draft };
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0, problems: [] };
  }
  if (response.status === 401) signOutRefusedSession(token);
  const body: unknown = await response.json().catch(() => undefined);
  const problems = isObject(body) && Array.isArray(body.problems) ? body.problems.filter(isProblem) : [];
  const message = isObject(body) && typeof body.message === 'string' ? body.message : fallback;
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

/**
 * POST /api/content/versions/{n}/restore (organisers): publishes version n again as a new one,
 * on `baseVersion`, the newest the organiser saw: 409 when another came since (decision 101).
 */
export function restoreVersion(token: string, version: number, baseVersion: number): Promise<ApiResult<PublishReply>> {
  return callApi(
    `/content/versions/${version}/restore`,
    { token, json: { baseVersion } },
    versionOf,
    serverMessageOr('Le retour à cette version a échoué. Réessayez dans un instant.'),
  );
}
