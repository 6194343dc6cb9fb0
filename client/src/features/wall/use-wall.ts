import type { PhotoPage } from '@congres/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch } from '../../lib/api-client';
import { subscribeLiveEvent } from '../../lib/event-stream';
import { Slideshow, type SlideshowSnapshot } from './slideshow';

/** Photos read at a time: a few minutes of the wall, never the whole list (issue 18). */
export const WALL_PAGE_SIZE = 24;

/** GET /api/photos, one page; null when the network or the server failed (the wall goes on with what it has). */
async function readPage(before: string | null): Promise<PhotoPage | null> {
  const cursor = before === null ? '' : `&before=${encodeURIComponent(before)}`;
  try {
    const response = await apiFetch(`/photos?limit=${WALL_PAGE_SIZE}${cursor}`);
    return response.ok ? ((await response.json()) as PhotoPage) : null;
  } catch {
    return null;
  }
}

export interface WallControls extends SlideshowSnapshot {
  toggle: () => void;
  /** The image of photo `id` loaded, or could not (it is then skipped). */
  loaded: (id: number) => void;
  failed: (id: number) => void;
}

/**
 * The wall's photos: the first page, then the next ones as the rotation nears their end; the
 * stream's publications shown next and its deletions taken out. Offline, the wall goes on with
 * the photos it has; the first page is read again when the network comes back, when the stream
 * says `reset` (it missed more than the server keeps) and at each round.
 */
export function useWall(): WallControls {
  const [wall] = useState(() => {
    let nextCursor: string | null = null;
    let reading = false;
    let firstRead = false;
    const readNext = (): void => {
      if (reading || (firstRead && nextCursor === null)) return;
      reading = true;
      void readPage(firstRead ? nextCursor : null).then((page) => {
        reading = false;
        if (page === null) return;
        if (!firstRead) {
          firstRead = true;
          slideshow.syncFirstPage(page.photos);
        } else {
          slideshow.addOlder(page.photos);
        }
        nextCursor = page.nextCursor;
      });
    };
    const readFirstAgain = (): void => {
      if (!firstRead) {
        readNext();
        return;
      }
      void readPage(null).then((page) => {
        if (page !== null) slideshow.syncFirstPage(page.photos);
      });
    };
    const slideshow: Slideshow = new Slideshow({ onNeedMore: readNext, onWrap: readFirstAgain });
    return { slideshow, readNext, readFirstAgain };
  });

  useEffect(() => {
    const { slideshow, readNext, readFirstAgain } = wall;
    readNext();
    const stops = [
      subscribeLiveEvent('photo-published', (photo) => slideshow.addNewer([photo])),
      subscribeLiveEvent('photo-removed', ({ id }) => slideshow.remove(id)),
      subscribeLiveEvent('reset', readFirstAgain),
    ];
    window.addEventListener('online', readFirstAgain);
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('online', readFirstAgain);
      slideshow.stop();
    };
  }, [wall]);

  const snapshot = useSyncExternalStore(
    wall.slideshow.subscribe,
    wall.slideshow.getSnapshot,
    wall.slideshow.getSnapshot,
  );
  const { slideshow } = wall;
  return {
    ...snapshot,
    toggle: () => slideshow.toggle(),
    loaded: (id) => slideshow.loaded(id),
    failed: (id) => slideshow.failed(id),
  };
}
