import type { Photo, WallPage } from '@congres/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch } from '../../lib/api-client';
import { subscribeLiveEvent } from '../../lib/event-stream';
import { Slideshow, type SlideshowSnapshot } from './slideshow';

/** Photos read at a time: a few minutes of the wall, never the whole list (decision 035). */
export const WALL_PAGE_SIZE = 24;

/**
 * GET /api/wall, one page: every photo, or with WALL_APPROVAL only the approved ones (decision
 * 067); null when the network or the server failed (the wall goes on with what it has).
 */
async function readPage(before: string | null): Promise<WallPage | null> {
  const cursor = before === null ? '' : `&before=${encodeURIComponent(before)}`;
  try {
    const response = await apiFetch(`/wall?limit=${WALL_PAGE_SIZE}${cursor}`);
    return response.ok ? ((await response.json()) as WallPage) : null;
  } catch {
    return null;
  }
}

export interface WallControls extends SlideshowSnapshot {
  toggle: () => void;
  /** The image of photo `id` loaded, or could not (skipped now, tried again at the next turn). */
  loaded: (id: number) => void;
  failed: (id: number) => void;
}

/**
 * The wall's photos: the first page, then the next ones as the rotation nears their end; the
 * stream's new photos shown next and its deletions taken out. New photos are the publications,
 * or with WALL_APPROVAL (the pages say so) the organisers' approvals, their withdrawals taken out
 * too: a photo nobody approved never reaches the screen. Offline, the wall goes on with the
 * photos it has; the first page is read again when the network comes back, when the stream says
 * `reset` (it missed more than the server keeps) and at each round.
 */
export function useWall(): WallControls {
  const [wall] = useState(() => {
    let nextCursor: string | null = null;
    let reading = false;
    let firstRead = false;
    /** WALL_APPROVAL as the last page said; null before the first page. */
    let approval: boolean | null = null;
    /** The stream's news that came before the first page said which ones the wall follows. */
    let early: (() => void)[] = [];
    const learn = (page: WallPage): void => {
      approval = page.approval;
      for (const handle of early) handle();
      early = [];
    };
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
        learn(page);
        nextCursor = page.nextCursor;
      });
    };
    const readFirstAgain = (): void => {
      if (!firstRead) {
        readNext();
        return;
      }
      void readPage(null).then((page) => {
        if (page === null) return;
        slideshow.syncFirstPage(page.photos);
        learn(page);
      });
    };
    const slideshow: Slideshow = new Slideshow({ onNeedMore: readNext, onWrap: readFirstAgain });
    /** Runs `handle` once the wall knows whether approval is on. */
    const once = (handle: () => void): void => {
      if (approval === null) early.push(handle);
      else handle();
    };
    const news = {
      published: (photo: Photo) =>
        once(() => {
          if (approval === false) slideshow.addNewer([photo]);
        }),
      approved: (photo: Photo) =>
        once(() => {
          if (approval === true) slideshow.addNewer([photo]);
        }),
      withdrawn: (id: number) =>
        once(() => {
          if (approval === true) slideshow.remove(id);
        }),
    };
    return { slideshow, readNext, readFirstAgain, news };
  });

  useEffect(() => {
    const { slideshow, readNext, readFirstAgain, news } = wall;
    readNext();
    // The projector's screen is nothing without the stream, and never a phone's first visit: it
    // opens once the page has loaded, without waiting for an idle moment (decision 076).
    const now = { immediate: true };
    const stops = [
      subscribeLiveEvent('photo-published', news.published, now),
      subscribeLiveEvent('wall-photo-approved', news.approved, now),
      subscribeLiveEvent('wall-photo-withdrawn', ({ id }) => news.withdrawn(id), now),
      subscribeLiveEvent('photo-removed', ({ id }) => slideshow.remove(id), now),
      subscribeLiveEvent('reset', readFirstAgain, now),
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
