import type { RefusedFile, UploadFailure, UploadResult } from '@congres/contracts';
import { postWithProgress, type PostOptions } from '../../../lib/post-with-progress';

export type UploadOutcome =
  | { kind: 'published'; result: UploadResult }
  | { kind: 'unauthorized' }
  | { kind: 'failed'; status: number; message: string | undefined; refused: RefusedFile[] }
  | { kind: 'network' };

/**
 * POST /api/upload-photo: every file in the repeated field images[], in the order chosen (the
 * server lists a batch in that order), with the bearer token; `onProgress` follows the bytes sent.
 * `options` adds headers (the queue's `Idempotency-Key`, decision 047) and an abort signal.
 */
export async function uploadPhotos(
  files: { file: Blob; name: string }[],
  token: string,
  onProgress: (fraction: number) => void = () => undefined,
  options: PostOptions = {},
): Promise<UploadOutcome> {
  const form = new FormData();
  for (const { file, name } of files) form.append('images[]', file, name);
  let answer;
  try {
    answer = await postWithProgress('/upload-photo', form, token, (sent, total) => onProgress(sent / total), options);
  } catch {
    return { kind: 'network' };
  }
  return uploadOutcome(answer.status, answer.body);
}

/** What an answer to an upload means (the same for POST /api/upload-photo and a finished tus upload). */
export function uploadOutcome(status: number, answer: unknown): UploadOutcome {
  if (status === 401) return { kind: 'unauthorized' };
  const body = answer as Partial<UploadResult & UploadFailure> | undefined;
  if (status >= 200 && status < 300) {
    return { kind: 'published', result: { published: body?.published ?? [], refused: body?.refused ?? [] } };
  }
  return { kind: 'failed', status, message: body?.message, refused: body?.refused ?? [] };
}
