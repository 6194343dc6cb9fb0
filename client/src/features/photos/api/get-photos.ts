import type { Photo, PhotoPage } from '@congres/contracts';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { checkedReply } from '../../../lib/api-result';
import { useBackoffRetry } from '../../../lib/use-backoff-retry';
import { embeddedFirstPage, FirstPageContext, hasEmbeddedFirstPage } from './first-page';
import {
  clampPage,
  isFresh,
  PAGE_SIZE,
  pageCount,
  pageQuery,
  photoAt,
  withoutPhoto,
  withPage,
  withPublished,
  type PhotoPages,
} from './photo-pages';
import { readSavedPage, savePage } from './saved-photo-list';

/** Why the last request for the list failed: no answer at all, or an error answer. */
export type ListFailure = 'network' | 'server';

/** A request for a page that did not succeed; `saved` is the kept page, when the network failed. */
export class PhotoListError extends Error {
  constructor(
    readonly failure: ListFailure,
    readonly saved: PhotoPage | undefined,
  ) {
    super(`GET /api/photos failed (${failure})`);
  }
}

/**
 * GET /api/photos?limit=12&… (decision 035): page `n`, newest first, asked by cursor or by position
 * (pageQuery). Each page received is kept on the device. A failure throws a PhotoListError;
 * when the network failed it carries the kept page, for the gallery to show meanwhile. An error
 * answer never shows a kept page: the server is there, and says something is wrong.
 */
export async function fetchPage(n: number, list: PhotoPages | null, signal?: AbortSignal): Promise<PhotoPage> {
  let response: Response;
  try {
    // The browser's HTTP cache sends If-None-Match for us: an unchanged page costs a 304.
    response = await apiFetch(`/photos${pageQuery(n, list)}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PhotoListError('network', await readSavedPage(n));
  }
  if (!response.ok) throw new PhotoListError('server', undefined);
  const kept = response.clone();
  // An answer that is not a page (decision 117) is the server's failure, and is not kept.
  const page = await checkedReply('PhotoPage', await response.json());
  if (page === undefined) throw new PhotoListError('server', undefined);
  void savePage(n, kept);
  return page;
}

/** The first page, asked for before the gallery's code arrived (see prefetchPhotos). */
let early: Promise<PhotoPage> | undefined;

/**
 * Starts GET /api/photos?limit=12 while the gallery's code is still loading, on a visit of
 * /vos-photos that came without its first page (a link followed inside the app): the page,
 * then the thumbnails, arrive a round trip sooner (docs/benchmarks.md).
 */
export function prefetchPhotos(): void {
  if (hasEmbeddedFirstPage() || new URLSearchParams(window.location.search).has('page')) return;
  early ??= fetchPage(1, null);
  early.catch(() => undefined);
}

/** The photos known so far (whether they are fresh is `ListConnection`'s to say). */
export type PhotosState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; list: PhotoPages };

/** Where the list stands with the network: the last failure (null once a request succeeds) and their count. */
export interface ListConnection {
  failure: ListFailure | null;
  failures: number;
}

/** What the gallery page is given: the photos, where they stand, and what it can ask. */
export type GalleryPhotos = PhotosState & {
  /** The page shown: `?page=n` kept within the pages that exist once the total is known. */
  page: number;
  /** The page shown could not be read, and this device kept no copy of it. */
  failed: boolean;
  connection: ListConnection;
  /** The photo at `index` of the whole gallery (newest first), undefined until its page arrives. */
  photoAt: (index: number) => Photo | undefined;
  /** Asks for the page that holds `index` (the lightbox went past the pages kept). */
  need: (index: number) => void;
  reload: () => void;
  addPublished: (published: Photo[]) => void;
  forget: (photoId: number) => void;
};

/**
 * The gallery's photos, a page at a time (decision 035): the page shown is asked for each time it
 * is shown (a 304 when unchanged) while the kept copy stays on screen, and the next one is
 * asked ahead so that "Page suivante" shows at once. The document's first page (server
 * rendered) is shown before any request. After a failure the page is asked again by itself,
 * with backoff (useBackoffRetry), so the gallery recovers whether or not the browser noticed
 * the network come and go. `addPublished` shows photos just published at once, before any
 * reload; `forget` takes out a deleted photo.
 */
export function usePhotos(requested: number): GalleryPhotos {
  // The first page the document holds: rendered with it on the server, hydrated from it.
  const rendered = useContext(FirstPageContext);
  const [list, setList] = useState<PhotoPages | null>(() => {
    const first = rendered ?? embeddedFirstPage();
    return first ? withPage(null, 1, first) : null;
  });
  // The page that could not be read, with no copy kept on this device: it says so.
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const [connection, setConnection] = useState<ListConnection>({ failure: null, failures: 0 });
  // Asking again for the page on screen: after a failure, "Réessayer", a publication, a deletion.
  const [generation, setGeneration] = useState(0);
  // What the requests read (the cursor of the page before): the list of the last render.
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  });
  const page = list ? clampPage(requested, list.total) : requested;

  const load = useCallback(async (n: number, signal?: AbortSignal): Promise<PhotoPage> => {
    const pending = n === 1 && early ? early : fetchPage(n, listRef.current, signal);
    if (n === 1) early = undefined;
    const answer = await pending;
    // At once for the look-ahead that follows (it walks on from this page's cursor), and for the page.
    listRef.current = withPage(listRef.current, n, answer);
    setList((current) => withPage(current, n, answer));
    return answer;
  }, []);

  // The page on screen, asked each time it is shown; then the next one, ahead.
  useEffect(() => {
    const controller = new AbortController();
    load(page, controller.signal).then(
      (answer) => {
        setConnection({ failure: null, failures: 0 });
        setFailedPage(null);
        const next = page + 1;
        const known = listRef.current;
        if (answer.nextCursor !== null && next <= pageCount(answer.total) && !(known && isFresh(known, next))) {
          // Quietly: a failed look-ahead costs nothing but the head start.
          load(next, controller.signal).catch(() => undefined);
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof PhotoListError ? error.failure : 'network';
        const saved = error instanceof PhotoListError ? error.saved : undefined;
        setConnection((current) => ({ failure, failures: current.failures + 1 }));
        // A page on screen (fresh or kept) stays: a failed retry takes nothing away.
        if (saved && !listRef.current?.pages.has(page)) setList((current) => withPage(current, page, saved));
        if (saved) return;
        setFailedPage(page);
        // Offline on a page this device never kept (`?page=2` of a gallery that has one page, say):
        // the first page kept, if any, gives the total, and with it the pages that exist.
        if (failure === 'network' && listRef.current === null && page !== 1) {
          void readSavedPage(1).then((first) => {
            if (first && !controller.signal.aborted) setList((current) => current ?? withPage(null, 1, first));
          });
        }
      },
    );
    return () => controller.abort();
  }, [page, generation, load]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  useBackoffRetry(connection.failures, reload);
  // The browser says the network is gone: ask now, so that the page says so at once.
  useEffect(() => {
    window.addEventListener('offline', reload);
    return () => window.removeEventListener('offline', reload);
  }, [reload]);

  const need = useCallback(
    (index: number) => {
      const n = Math.floor(index / PAGE_SIZE) + 1;
      if (!listRef.current?.pages.has(n)) load(n).catch(() => undefined);
    },
    [load],
  );
  const addPublished = useCallback((published: Photo[]) => {
    setList((current) => withPublished(current, published));
    setConnection({ failure: null, failures: 0 });
  }, []);
  const forget = useCallback(
    (photoId: number) => {
      setList((current) => (current ? withoutPhoto(current, photoId) : current));
      reload();
    },
    [reload],
  );
  const at = useCallback((index: number) => (list ? photoAt(list, index) : undefined), [list]);

  const failed = failedPage === page;
  const state: PhotosState = list ? { status: 'ready', list } : failed ? { status: 'error' } : { status: 'loading' };
  return { ...state, page, failed, connection, photoAt: at, need, reload, addPublished, forget };
}
