import {
  CONTENT_EXPORT_PATH,
  CONTENT_IMAGES_PATH,
  CONTENT_IMPORT_PATH,
  type ContentPicture,
  type ContentProblem,
  type PublishReply,
} from '@congres/contracts';
import { apiFetch } from '../../../lib/api-client';
import { fetchFile, type FetchedFile } from '../../../lib/download-file';
import {
  callApi,
  NETWORK_FAILURE_MESSAGE,
  serverMessageOr,
  signOutRefusedSession,
  type ApiResult,
} from '../../../lib/api-result';

const path = (apiPath: string) => apiPath.replace(/^\/api/, '');
const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null;
const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** POST /api/content/images (organisers): the picture, re-encoded and stored by the server (decision 088). */
export function uploadContentImage(token: string, file: File): Promise<ApiResult<ContentPicture>> {
  return callApi(
    path(CONTENT_IMAGES_PATH),
    { token, body: formOf(file) },
    (body) =>
      isObject(body) &&
      typeof body.src === 'string' &&
      typeof body.width === 'number' &&
      typeof body.height === 'number'
        ? { src: body.src, alt: '', width: body.width, height: body.height }
        : undefined,
    serverMessageOr('L’image n’a pas pu être envoyée. Réessayez dans un instant.'),
  );
}

/** GET /api/content/export (organisers): the zip, with the name the server gives it (decision 089). */
export function exportContent(token: string): Promise<ApiResult<FetchedFile>> {
  return fetchFile(path(CONTENT_EXPORT_PATH), token, 'contenu.zip', 'L’export a échoué. Réessayez dans un instant.');
}

export type ImportResult =
  { ok: true; reply: PublishReply } | { ok: false; message: string; problems: ContentProblem[] };

const isProblem = (value: unknown): value is ContentProblem =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** POST /api/content/import (organisers): a new version, or every problem of the archive, in French. */
export async function importContent(token: string, file: File): Promise<ImportResult> {
  let response: Response;
  try {
    response = await apiFetch(path(CONTENT_IMPORT_PATH), { token, body: formOf(file) });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, problems: [] };
  }
  if (response.status === 401) signOutRefusedSession(token);
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && isObject(body) && typeof body.version === 'number')
    return { ok: true, reply: { version: body.version } };
  const problems = isObject(body) && Array.isArray(body.problems) ? body.problems.filter(isProblem) : [];
  const message =
    isObject(body) && typeof body.message === 'string' ? body.message : 'L’import a échoué. Réessayez dans un instant.';
  return { ok: false, message, problems };
}
