import type { RefusedFile, UploadResult } from '@congres/contracts';
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

/**
 * What an answer to an upload means (the same for POST /api/upload-photo and a finished tus upload),
 * its body checked against the contracts' UploadResult or UploadFailure (decision 117). A 2xx
 * without the two lists publishes nothing and refuses nothing (the queue says "Erreur upload"); an
 * error answer without them keeps its message, if it has one (a 413 or 429 of the server's own).
 */
export async function uploadOutcome(status: number, answer: unknown): Promise<UploadOutcome> {
  if (status === 401) return { kind: 'unauthorized' };
  // The checker comes with the first answer, not with the page (decision 117); the queue's worker
  // is one script (client/build/build.mjs), which carries it inline.
  const { replyMatches } = await import('../../../lib/check-reply');
  if (status >= 200 && status < 300) {
    const result = replyMatches('UploadResult', answer) ? answer : { published: [], refused: [] };
    return { kind: 'published', result: { published: result.published, refused: result.refused } };
  }
  if (replyMatches('UploadFailure', answer))
    return { kind: 'failed', status, message: answer.message, refused: answer.refused };
  const message = replyMatches('MessageBody', answer) ? answer.message : undefined;
  return { kind: 'failed', status, message, refused: [] };
}
