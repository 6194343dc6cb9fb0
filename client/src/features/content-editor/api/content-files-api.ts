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
import { callApi, NETWORK_FAILURE_MESSAGE, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { replyMatches } from '../../../lib/check-reply';
import { refusalOf } from './content-refusal';

const path = (apiPath: string) => apiPath.replace(/^\/api/, '');
const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** POST /api/content/images (organisers): the picture, re-encoded and stored by the server (decision 088). */
export async function uploadContentImage(token: string, file: File): Promise<ApiResult<ContentPicture>> {
  const result = await callApi(
    path(CONTENT_IMAGES_PATH),
    { token, body: formOf(file) },
    'ContentPicture',
    serverMessageOr('L’image n’a pas pu être envoyée. Réessayez dans un instant.'),
  );
  // The server's answer carries no text alternative: the organiser writes it.
  if (!result.ok) return result;
  const { src, width, height } = result.data;
  return { ok: true, data: { src, alt: '', width, height } };
}

/** GET /api/content/export (organisers): the zip, with the name the server gives it (decision 089). */
export function exportContent(token: string): Promise<ApiResult<FetchedFile>> {
  return fetchFile(path(CONTENT_EXPORT_PATH), token, 'contenu.zip', 'L’export a échoué. Réessayez dans un instant.');
}

export type ImportResult =
  { ok: true; reply: PublishReply } | { ok: false; message: string; problems: ContentProblem[] };

/** POST /api/content/import (organisers): a new version, or every problem of the archive, in French. */
export async function importContent(token: string, file: File): Promise<ImportResult> {
  let response: Response;
  try {
    response = await apiFetch(path(CONTENT_IMPORT_PATH), { token, body: formOf(file) });
  } catch {
    return { ok: false, message: NETWORK_FAILURE_MESSAGE, problems: [] };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && replyMatches('PublishReply', body)) return { ok: true, reply: { version: body.version } };
  return { ok: false, ...refusalOf(body, 'L’import a échoué. Réessayez dans un instant.') };
}
