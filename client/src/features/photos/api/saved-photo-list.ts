import type { PhotoPage } from '@congres/contracts';
import { cacheStorage, PHOTO_LIST_CACHE, THUMBNAIL_CACHE } from '../../../lib/offline-caches';
import { checkedReply } from '../../../lib/api-result';

/** Pages kept beyond this number are not kept: offline, a visitor reads the first pages. */
const KEPT_PAGES = 20;

/** Whether this page load has already dropped the whole list an earlier gallery kept. */
let oldListDropped = false;

/** Page `n`'s key in the cache: by number, since page n is asked by cursor or by position. */
const pageKey = (n: number) => `/api/photos?page=${n}`;

/**
 * Keeps each page of the list received on this device (Cache Storage), for when the network is
 * gone (decision 021). The service worker never answers the API: the gallery knows exactly
 * when it shows a kept page, and says so.
 */
export async function savePage(n: number, response: Response): Promise<void> {
  if (n > KEPT_PAGES) return;
  try {
    const cache = await cacheStorage()?.open(PHOTO_LIST_CACHE);
    await cache?.put(pageKey(n), response);
    // The whole list kept by an earlier version of the gallery is of no more use: dropped once.
    if (!oldListDropped) {
      oldListDropped = true;
      await cache?.delete('/api/photos');
    }
  } catch {
    // A full or refused storage only costs the offline copy.
  }
}

/** Page `n` as last kept on this device; undefined if none. */
export async function readSavedPage(n: number): Promise<PhotoPage | undefined> {
  try {
    const response = await (await cacheStorage()?.open(PHOTO_LIST_CACHE))?.match(pageKey(n));
    if (!response) return undefined;
    const page: unknown = await response.json();
    // A page kept by an earlier version of the site may not have today's shape (decision 117).
    return await checkedReply('PhotoPage', page);
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
