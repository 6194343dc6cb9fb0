import { PHOTO_PAGE_DEFAULT_LIMIT, type Photo, type PhotoPage } from '@congres/contracts';

/** Spec 9: 12 photos a page. */
export const PAGE_SIZE = PHOTO_PAGE_DEFAULT_LIMIT;

/** A page of the gallery as the API gave it (or as this device kept it), with its list version. */
export interface KeptPage {
  photos: Photo[];
  nextCursor: string | null;
  /** The list's version the page was read at: older than the list's, it is shown while asked again. */
  version: string;
}

/**
 * The gallery's photos as this page knows them: the pages received, by number (1 = the newest
 * photos), and the total and version of the last answer. Never the whole list (decision 035): what
 * the page holds grows with the pages visited, not with the event.
 */
export interface PhotoPages {
  total: number;
  version: string;
  pages: ReadonlyMap<number, KeptPage>;
}

/** How many pages `total` photos make (at least 1: an empty gallery is one empty page). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** `?page=n` as asked, kept within the pages that exist (a stale link shows the last one). */
export function clampPage(requested: number, total: number): number {
  if (!Number.isInteger(requested) || requested < 1) return 1;
  return Math.min(requested, pageCount(total));
}

/** The page number in `?page=n`: anything but a whole number from 1 up is page 1. */
export function requestedPage(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The API query for page `n`: the first page plainly; the next one by the cursor of the page
 * before when it is kept (a keyset walk: photos published meanwhile do not shift it); else by
 * position (a page link, or the lightbox's wrap to the oldest photo).
 */
export function pageQuery(n: number, list: PhotoPages | null): string {
  const limit = `limit=${PAGE_SIZE}`;
  if (n <= 1) return `?${limit}`;
  const cursor = list?.pages.get(n - 1)?.nextCursor;
  return cursor ? `?${limit}&before=${encodeURIComponent(cursor)}` : `?${limit}&offset=${(n - 1) * PAGE_SIZE}`;
}

/** The list with page `n` as received: the answer's total and version are the newest known. */
export function withPage(list: PhotoPages | null, n: number, page: PhotoPage): PhotoPages {
  const pages = new Map(list?.pages);
  pages.set(n, { photos: page.photos, nextCursor: page.nextCursor, version: page.version });
  return { total: page.total, version: page.version, pages };
}

/** Is page `n` kept as of the list's current version? (Otherwise it is shown while asked again.) */
export const isFresh = (list: PhotoPages, n: number): boolean => list.pages.get(n)?.version === list.version;

/** The photo at `index` of the whole gallery, newest first, when its page is kept. */
export function photoAt(list: PhotoPages, index: number): Photo | undefined {
  return list.pages.get(Math.floor(index / PAGE_SIZE) + 1)?.photos[index % PAGE_SIZE];
}

/**
 * Photos just published go first on page 1, at once (a batch in the order chosen: the server
 * stores it so). Every other page moved by as many places: they are dropped, and page 1 is
 * marked old so that it is asked again (its cursor no longer fits either).
 */
export function withPublished(list: PhotoPages | null, published: Photo[]): PhotoPages {
  const first = list?.pages.get(1)?.photos ?? [];
  const fresh = published.filter((photo) => !first.some((known) => known.id === photo.id));
  const photos = [...fresh, ...first].slice(0, PAGE_SIZE);
  return {
    total: (list?.total ?? 0) + fresh.length,
    version: list?.version ?? '',
    pages: new Map([[1, { photos, nextCursor: null, version: '' }]]),
  };
}

/** A photo deleted from this page: taken out of the page that holds it, and out of the total. */
export function withoutPhoto(list: PhotoPages, photoId: number): PhotoPages {
  if (![...list.pages.values()].some((page) => page.photos.some((photo) => photo.id === photoId))) return list;
  // Every kept page is now old: the hole, and the pages after it that moved up by one place,
  // are set right when each is asked again (the one on screen at once).
  const pages = new Map<number, KeptPage>();
  for (const [n, page] of list.pages) {
    pages.set(n, { ...page, photos: page.photos.filter((photo) => photo.id !== photoId), version: '' });
  }
  return { total: Math.max(0, list.total - 1), version: list.version, pages };
}
