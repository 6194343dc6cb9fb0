import type { Photo } from '@congres/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/photos, newest first: the server lists oldest first and the client reverses it (spec 7). */
export async function fetchPhotos(signal?: AbortSignal): Promise<Photo[]> {
  // The browser's HTTP cache sends If-None-Match for us: an unchanged list costs a 304.
  const response = await apiFetch('/photos', { signal });
  if (!response.ok) throw new Error(`GET /api/photos answered ${response.status}`);
  const photos = (await response.json()) as Photo[];
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

export type PhotosState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; photos: Photo[] };

/**
 * The gallery's photos; `reload` keeps showing the current ones until the new list arrives;
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
      (photos) => setState({ status: 'ready', photos }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const addPublished = useCallback((published: Photo[]) => {
    setState((current) => {
      const shown = current.status === 'ready' ? current.photos : [];
      const fresh = [...published].reverse().filter((photo) => !shown.some((known) => known.id === photo.id));
      return { status: 'ready', photos: [...fresh, ...shown] };
    });
  }, []);
  const forget = useCallback((photoId: number) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', photos: current.photos.filter((p) => p.id !== photoId) }
        : current,
    );
  }, []);
  return { ...state, reload, addPublished, forget };
}
