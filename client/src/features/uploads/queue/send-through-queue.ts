import type { Photo, RefusedFile } from '@congres/contracts';
import { preparePhoto } from './prepare-photo';
import { addToQueue, flushQueue, release, queueSnapshot, subscribeQueue } from './upload-queue';

/** How a batch chosen and published from the page ended, in the spec's terms. */
export type BatchOutcome =
  | { kind: 'published'; published: Photo[]; refused: RefusedFile[] }
  | { kind: 'refused'; refused: RefusedFile[] }
  | { kind: 'unauthorized' }
  | { kind: 'server'; message: string | undefined }
  | { kind: 'network' };

/**
 * "Publier" (spec 4): prepares each photo in the order chosen (`onPreparing(i)`), adds the
 * batch to the queue, and sends the queue, following the batch's bytes (`onProgress`).
 * Photos that could not leave stay queued; what the batch got is read from the queue.
 */
export async function sendThroughQueue(
  files: File[],
  onPreparing: (index: number) => void,
  onProgress: (fraction: number) => void,
): Promise<BatchOutcome> {
  const prepared: { blob: Blob; name: string }[] = [];
  for (const [i, file] of files.entries()) {
    onPreparing(i);
    const ready = await preparePhoto(file);
    prepared.push({ blob: ready, name: ready.name || file.name });
  }
  onProgress(0);
  const seqs = new Set(await addToQueue(prepared));
  const batch = () => queueSnapshot().items.filter((item) => seqs.has(item.seq));
  const total = prepared.reduce((sum, { blob }) => sum + blob.size, 0) || 1;
  const unsubscribe = subscribeQueue(() => {
    const sent = batch().reduce(
      (sum, item) => sum + item.blob.size * (item.state === 'pending' ? (item.progress ?? 0) : 1),
      0,
    );
    onProgress(Math.min(1, sent / total));
  });
  const result = await flushQueue().finally(unsubscribe);
  const items = batch();
  await release(seqs);
  if (result.kind !== 'done' && items.some((item) => item.state === 'pending')) return result;
  const published = items.flatMap((item) => (item.state === 'published' && item.photo ? [item.photo] : []));
  const refused = items.flatMap((item) =>
    item.state === 'refused' ? [{ name: item.name, reason: item.reason ?? 'Erreur upload' }] : [],
  );
  return published.length > 0 ? { kind: 'published', published, refused } : { kind: 'refused', refused };
}
