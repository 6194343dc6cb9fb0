import type { Photo } from '@congres/contracts';
import { cacheStorage, PHOTO_LIST_CACHE, THUMBNAIL_CACHE } from '../../../lib/offline-caches';

const LIST_KEY = '/api/photos';

/**
 * Keeps the last photo list received on this device (Cache Storage), for when the network is
 * gone (decision 021). The service worker never answers the API: the gallery knows exactly
 * when it shows a kept list, and says so.
 */
export async function saveList(response: Response): Promise<void> {
  try {
    await (await cacheStorage()?.open(PHOTO_LIST_CACHE))?.put(LIST_KEY, response);
  } catch {
    // A full or refused storage only costs the offline copy.
  }
}

/** The last list kept on this device, oldest first as the API sends it; undefined if none. */
export async function readSavedList(): Promise<Photo[] | undefined> {
  try {
    const response = await (await cacheStorage()?.open(PHOTO_LIST_CACHE))?.match(LIST_KEY);
    return response ? ((await response.json()) as Photo[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A thumbnail the page showed before the service worker controlled it (the first visit)
 * did not pass through it: once the worker is ready, it is added to the cache the worker
 * answers thumbnails from (from the browser's HTTP cache, not the network), so the gallery
 * shows it offline too.
 */
export function keepThumbnail(url: string): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container || container.controller) return;
  void container.ready
    .then(async () => {
      const cache = await cacheStorage()?.open(THUMBNAIL_CACHE);
      if (cache && !(await cache.match(url))) await cache.add(url);
    })
    .catch(() => undefined);
}
