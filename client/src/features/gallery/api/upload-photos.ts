import type { RefusedFile, UploadFailure, UploadResult } from '@congres/contracts';
import { postWithProgress } from '../../../lib/post-with-progress';

export type UploadOutcome =
  | { kind: 'published'; result: UploadResult }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; message: string | undefined; refused: RefusedFile[] }
  | { kind: 'network' };

/**
 * POST /api/upload-photo: every file in the repeated field images[], in the order chosen (the
 * server lists a batch in that order), with the bearer token; `onProgress` follows the bytes sent.
 */
export async function uploadPhotos(
  files: { file: File; name: string }[],
  token: string,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<UploadOutcome> {
  const form = new FormData();
  for (const { file, name } of files) form.append('images[]', file, name);
  let answer;
  try {
    answer = await postWithProgress('/upload-photo', form, token, (sent, total) => onProgress(sent / total));
  } catch {
    return { kind: 'network' };
  }
  if (answer.status === 401) return { kind: 'unauthorized' };
  const body = answer.body as Partial<UploadResult & UploadFailure> | undefined;
  if (answer.status >= 200 && answer.status < 300) {
    return { kind: 'published', result: { published: body?.published ?? [], refused: body?.refused ?? [] } };
  }
  return { kind: 'failed', message: body?.message, refused: body?.refused ?? [] };
}
