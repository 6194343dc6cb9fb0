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

export type PhotosState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; photos: Photo[] };

/** The gallery's photos and a `reload` that keeps showing the current ones until the new list arrives. */
export function usePhotos(): PhotosState & { reload: () => void } {
  const [state, setState] = useState<PhotosState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchPhotos(controller.signal).then(
      (photos) => setState({ status: 'ready', photos }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
