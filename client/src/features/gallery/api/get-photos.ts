import type { Photo } from '@congres/contracts';
import { useCallback, useContext, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useBackoffRetry } from '../../../lib/use-backoff-retry';
import { embeddedFirstPage, FirstPageContext } from './first-page';
import { readSavedList, saveList } from './saved-photo-list';

/** Why the last request for the list failed: no answer at all, or an error answer. */
export type ListFailure = 'network' | 'server';

/** A request for the list that did not succeed; `saved` is the kept list, when the network failed. */
export class PhotoListError extends Error {
  constructor(
    readonly failure: ListFailure,
    readonly saved: Photo[] | undefined,
  ) {
    super(`GET /api/photos failed (${failure})`);
  }
}

/**
 * GET /api/photos, newest first: the server lists oldest first and the client reverses it
 * (spec 7). Each list received is kept on the device. A failure throws a PhotoListError; when
 * the network failed it carries the kept list, newest first, for the gallery to show meanwhile.
 * An error answer never shows a kept list: the server is there, and says something is wrong.
 */
export async function fetchPhotos(signal?: AbortSignal): Promise<Photo[]> {
  let response: Response;
  try {
    // The browser's HTTP cache sends If-None-Match for us: an unchanged list costs a 304.
    response = await apiFetch('/photos', { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const saved = await readSavedList();
    throw new PhotoListError('network', saved && [...saved].reverse());
  }
  if (!response.ok) throw new PhotoListError('server', undefined);
  const kept = response.clone();
  const photos = (await response.json()) as Photo[];
  void saveList(kept);
  return [...photos].reverse();
}

/** A list already asked for before the gallery's code arrived (see prefetchPhotos). */
let early: Promise<Photo[]> | undefined;

/**
 * Starts GET /api/photos while the gallery's code is still loading, on a first view of
 * /vos-photos: the list, then the thumbnails, arrive a round trip sooner (docs/benchmarks.md).
 */
export function prefetchPhotos(): void {
  early ??= fetchPhotos();
  early.catch(() => undefined);
}

/** The photos shown, newest first (whether they are fresh is `ListConnection`'s to say). */
export type PhotosState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; photos: Photo[] };

/** Where the list stands with the network: the last failure (null once a request succeeds) and their count. */
export interface ListConnection {
  failure: ListFailure | null;
  failures: number;
}

/**
 * The gallery's photos; `reload` keeps showing the current ones until the new list arrives (a
 * kept list shown offline is replaced by a fresh one as soon as a request succeeds). After a
 * failure the list is asked for again by itself, with backoff (useBackoffRetry), so the page
 * recovers whether or not the browser noticed the network come and go. `addPublished` shows
 * photos just published at once, before any reload; `forget` takes out a deleted photo.
 */
export function usePhotos(): PhotosState & {
  connection: ListConnection;
  reload: () => void;
  addPublished: (published: Photo[]) => void;
  forget: (photoId: number) => void;
} {
  // The first page the document holds (issue 18): rendered with it on the server, hydrated from it.
  const rendered = useContext(FirstPageContext);
  const [state, setState] = useState<PhotosState>(() => {
    const first = rendered ?? embeddedFirstPage();
    return first ? { status: 'ready', photos: first.photos } : { status: 'loading' };
  });
  const [connection, setConnection] = useState<ListConnection>({ failure: null, failures: 0 });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // The prefetched list serves the first load only; a reload always asks again.
    const pending = early ?? fetchPhotos(controller.signal);
    early = undefined;
    pending.then(
      (photos) => {
        setState({ status: 'ready', photos });
        setConnection({ failure: null, failures: 0 });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof PhotoListError ? error.failure : 'network';
        const saved = error instanceof PhotoListError ? error.saved : undefined;
        setConnection((current) => ({ failure, failures: current.failures + 1 }));
        setState((current) => {
          // A list on screen (fresh or kept) stays: a failed retry takes nothing away.
          if (current.status === 'ready') return current;
          return saved ? { status: 'ready', photos: saved } : { status: 'error' };
        });
      },
    );
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useBackoffRetry(connection.failures, reload);
  // The browser says the network is gone: ask now, so that the page says so at once.
  useEffect(() => {
    window.addEventListener('offline', reload);
    return () => window.removeEventListener('offline', reload);
  }, [reload]);
  const addPublished = useCallback((published: Photo[]) => {
    setState((current) => {
      const shown = current.status === 'ready' ? current.photos : [];
      // A batch is listed in the order it was chosen, at the top (the server stores it so).
      const fresh = published.filter((photo) => !shown.some((known) => known.id === photo.id));
      return { status: 'ready', photos: [...fresh, ...shown] };
    });
    setConnection({ failure: null, failures: 0 });
  }, []);
  const forget = useCallback((photoId: number) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, photos: current.photos.filter((p) => p.id !== photoId) } : current,
    );
  }, []);
  return { ...state, connection, reload, addPublished, forget };
}
