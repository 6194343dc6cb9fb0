// Names of the Cache Storage caches the app and its service worker share (decision 021). The
// build reads them (through entry-server.tsx) when it writes the service worker.

/** The last photo list the gallery received: shown, with a notice, when the network is gone. */
export const PHOTO_LIST_CACHE = 'congres-photo-list';

/** Thumbnails (their names never change): the service worker answers them from here first. */
export const THUMBNAIL_CACHE = 'congres-thumbnails';

/**
 * The last /vos-photos documents the server rendered with their first page (decision 040): the
 * service worker asks the network first and answers from here when it cannot.
 */
export const GALLERY_PAGE_CACHE = 'congres-gallery-page';

/**
 * The last documents of the other pages the server rendered from the published content
 * (decision 087): the service worker asks the network first and answers from here when it cannot.
 */
export const PAGES_CACHE = 'congres-pages';

/**
 * The last announcements list received (GET /api/announcements): the service worker asks the
 * network first and answers from here offline (decision 062).
 */
export const ANNOUNCEMENTS_CACHE = 'congres-announcements';

/** The announcements this device dismissed from its banner (never localStorage: decision 062). */
export const DISMISSED_ANNOUNCEMENTS_CACHE = 'congres-dismissed-announcements';

/**
 * The last published content and its slot changes this device received (GET /api/content,
 * decision 082): the pages show it offline, written and read by the app itself.
 */
export const CONTENT_CACHE = 'congres-content';

/** Full-size photos recently opened in the lightbox. */
export const PHOTO_CACHE = 'congres-photos';

/** Cache Storage exists only on secure origins (https, localhost) and in browsers. */
export function cacheStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}
