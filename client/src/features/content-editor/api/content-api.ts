import type {
  ContentDraft,
  ContentProblem,
  ContentVersionList,
  CongressContent,
  PublishedContent,
  PublishReply,
} from '@congres/contracts';
import { apiFetch } from '../../../lib/api-client';
import { callApi, NETWORK_FAILURE_MESSAGE, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { replyMatches } from '../../../lib/check-reply';
import { refusalOf } from './content-refusal';

/** A draft as the editor holds it: the conflicts of a rebase (decision 101) only with it, as a list. */
function editorDraft({ rebasedFrom, conflicts, ...draft }: ContentDraft): ContentDraft {
  return rebasedFrom === undefined ? draft : { ...draft, rebasedFrom, conflicts: conflicts ?? [] };
}

/** Said when the editor's data could not be read (no answer, or an answer without it). */
export const LOAD_FAILURE_MESSAGE = 'Impossible de charger le contenu : vérifiez la connexion puis réessayez.';

/** GET /api/content/draft (organisers): the draft, or the published content when none is open. */
export async function getDraft(token: string): Promise<ApiResult<ContentDraft>> {
  const result = await callApi('/content/draft', { token }, 'ContentDraft', (failure) =>
    failure.status === 0 ? LOAD_FAILURE_MESSAGE : (failure.message ?? LOAD_FAILURE_MESSAGE),
  );
  return result.ok ? { ok: true, data: editorDraft(result.data) } : result;
}

/** GET /api/content/versions (anyone): the published versions, newest first. */
export function getVersions(): Promise<ApiResult<ContentVersionList>> {
  return callApi(
    '/content/versions',
    {},
    'ContentVersionList',
    serverMessageOr('L’historique des versions n’a pas pu être chargé. Réessayez dans un instant.'),
  );
}

/**
 * GET /api/content (anyone): the published version, what the editor's list and its publication's
 * summary compare the draft with (decision 108).
 */
export function getPublished(): Promise<ApiResult<PublishedContent>> {
  return callApi('/content', {}, 'PublishedContent', serverMessageOr('La version publiée n’a pas pu être lue.'));
}

/** A refused save: the French message, and each refused value (a JSON pointer and why). */
export type SaveResult =
  { ok: true; draft: ContentDraft } | { ok: false; message: string; status: number; problems: ContentProblem[] };

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
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    if (replyMatches('ContentDraft', body)) return { ok: true, draft: editorDraft(body) };
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, status: 0, problems: [] };
  }
  return { ok: false, status: response.status, ...refusalOf(body, fallback) };
}

/** POST /api/content/publish (organisers): 201 { version }, or 409 with who published since. */
export function publishDraft(token: string, baseVersion: number, note: string): Promise<ApiResult<PublishReply>> {
  const trimmed = note.trim();
  return callApi(
    '/content/publish',
    { token, json: trimmed === '' ? { baseVersion } : { baseVersion, note: trimmed } },
    'PublishReply',
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
    'PublishReply',
    serverMessageOr('Le retour à cette version a échoué. Réessayez dans un instant.'),
  );
}
