import type { RefusedFile, UploadFailure, UploadResult } from '@congres/contracts';
import { apiFetch } from '../../../lib/api-client';

export type UploadOutcome =
  | { kind: 'published'; result: UploadResult }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; message: string | undefined; refused: RefusedFile[] }
  | { kind: 'network' };

/** POST /api/upload-photo: every file in the repeated field images[], with the bearer token. */
export async function uploadPhotos(files: { file: File; name: string }[], token: string): Promise<UploadOutcome> {
  const form = new FormData();
  for (const { file, name } of files) form.append('images[]', file, name);
  let response: Response;
  try {
    response = await apiFetch('/upload-photo', { method: 'POST', body: form, token });
  } catch {
    return { kind: 'network' };
  }
  if (response.status === 401) return { kind: 'unauthorized' };
  const body = (await response.json().catch(() => undefined)) as Partial<UploadResult & UploadFailure> | undefined;
  if (response.ok) {
    return { kind: 'published', result: { published: body?.published ?? [], refused: body?.refused ?? [] } };
  }
  return { kind: 'failed', message: body?.message, refused: body?.refused ?? [] };
}
