import type { Photo } from '@congres/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { readSavedList, saveList } from './saved-photo-list';

/** The gallery's photos, newest first; `saved` when the network failed and this is the last list kept. */
export interface PhotoList {
  photos: Photo[];
  saved: boolean;
}

/**
 * GET /api/photos, newest first: the server lists oldest first and the client reverses it
 * (spec 7). Each list received is kept on the device; without a network, the kept one is
 * returned, marked `saved`.
 */
export async function fetchPhotos(signal?: AbortSignal): Promise<PhotoList> {
  let response: Response;
  try {
    // The browser's HTTP cache sends If-None-Match for us: an unchanged list costs a 304.
    response = await apiFetch('/photos', { signal });
  } catch (error) {
    const saved = signal?.aborted ? undefined : await readSavedList();
    if (saved === undefined) throw error;
    return { photos: [...saved].reverse(), saved: true };
  }
  if (!response.ok) throw new Error(`GET /api/photos answered ${response.status}`);
  const kept = response.clone();
  const photos = (await response.json()) as Photo[];
  void saveList(kept);
  return { photos: [...photos].reverse(), saved: false };
}

/** A list already asked for before the gallery's code arrived (see prefetchPhotos). */
let early: Promise<PhotoList> | undefined;

/**
 * Starts GET /api/photos while the gallery's code is still loading, on a first view of
 * /vos-photos: the list, then the thumbnails, arrive a round trip sooner (docs/benchmarks.md).
 */
export function prefetchPhotos(): void {
  early ??= fetchPhotos();
  early.catch(() => undefined);
}

export type PhotosState = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & PhotoList);

/**
/**
 * The gallery's photos; `reload` keeps showing the current ones until the new list arrives (a
 * kept list shown offline is replaced by a fresh one as soon as the network is back);
 * `addPublished` shows photos just published at once, newest first, before any reload;
 * `forget` takes out a deleted photo.
 */
export function usePhotos(): PhotosState & {
  reload: () => void;
  addPublished: (published: Photo[]) => void;
  forget: (photoId: number) => void;
} {
  const [state, setState] = useState<PhotosState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // The prefetched list serves the first load only; a reload always asks again.
    const pending = early ?? fetchPhotos(controller.signal);
    early = undefined;
    pending.then(
      (list) => setState({ status: 'ready', ...list }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const showsSaved = state.status === 'ready' && state.saved;
  useEffect(() => {
    if (!showsSaved) return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [showsSaved, reload]);
  const addPublished = useCallback((published: Photo[]) => {
    setState((current) => {
      const shown = current.status === 'ready' ? current.photos : [];
      const fresh = [...published].reverse().filter((photo) => !shown.some((known) => known.id === photo.id));
      // The server just answered: what is shown is no longer a list kept from before.
      return { status: 'ready', photos: [...fresh, ...shown], saved: false };
    });
  }, []);
  const forget = useCallback((photoId: number) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, photos: current.photos.filter((p) => p.id !== photoId) } : current,
    );
  }, []);
  return { ...state, reload, addPublished, forget };
}
