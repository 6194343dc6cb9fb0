import type { QueuedPhoto } from './queue-store';

/**
 * The photo the queue sends next, for the page and the service worker alike: the oldest batch
 * first; within it, the last photo chosen first. The server lists the newest first, so the batch
 * then reads in the order chosen, as one request gives it (decision 037).
 */
export function nextToSend<T extends Pick<QueuedPhoto, 'state' | 'batch'>>(items: readonly T[]): T | undefined {
  const oldest = items.find((item) => item.state === 'pending');
  return items.findLast((item) => item.state === 'pending' && item.batch === oldest?.batch);
}
