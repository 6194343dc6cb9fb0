import type { Photo } from '@congres/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isModalLayerOpen } from '../../../components/ui/use-modal-layer';
import { useLiveEvent } from '../../../lib/event-stream';
import type { GalleryPhotos } from '../api/get-photos';

/** What the live gallery gives the page: the photos waiting to be shown, and how to show them. */
export interface LiveGallery {
  /** Photos published since, not on screen yet: newest first. */
  waiting: Photo[];
  /** Shows them: the first page, its top, the new photos first. */
  showWaiting: () => void;
}

/**
 * The gallery follows the site's event stream (decision 057). A new photo goes first
 * on page 1 at once when the visitor is there, at the top of the gallery, with no lightbox or
 * dialog open: nothing they look at moves. Otherwise it waits, and the page offers "N nouvelles
 * photos". A removed photo leaves every kept page, and the waiting ones. A `reset` (the
 * stream missed more than the server keeps) asks again for the page on screen.
 */
export function useLiveGallery(
  gallery: GalleryPhotos,
  { top, showFirstPage }: { top: RefObject<HTMLElement | null>; showFirstPage: () => void },
): LiveGallery {
  const [waiting, setWaiting] = useState<Photo[]>([]);
  const latest = useRef(gallery);
  useEffect(() => {
    latest.current = gallery;
  });
  const { addPublished, forget, reload } = gallery;

  useLiveEvent('photo-published', (photo) => {
    const current = latest.current;
    if (current.status === 'ready' && keptPageOf(current, photo.id) !== undefined) return;
    const atTop = (top.current?.getBoundingClientRect().top ?? 0) >= 0;
    if (current.page === 1 && atTop && !isModalLayerOpen()) addPublished([photo]);
    else setWaiting((known) => (known.some((p) => p.id === photo.id) ? known : [photo, ...known]));
  });
  useLiveEvent('photo-removed', ({ id }) => {
    setWaiting((known) => (known.some((p) => p.id === id) ? known.filter((p) => p.id !== id) : known));
    // Not kept here (a page never seen): nothing on screen to take out.
    if (keptPageOf(latest.current, id) !== undefined) forget(id);
  });
  useLiveEvent('reset', () => {
    setWaiting([]);
    reload();
  });

  const showWaiting = useCallback(() => {
    if (waiting.length > 0) addPublished(waiting);
    setWaiting([]);
    showFirstPage();
    const section = top.current;
    section?.scrollIntoView({ block: 'start' });
    // The button is gone with what it announced: focus goes to the gallery's heading.
    section?.querySelector<HTMLElement>('h2')?.focus();
  }, [waiting, addPublished, showFirstPage, top]);

  // A photo of the list already (published here and shown by the upload, say) is not news.
  const first = gallery.status === 'ready' ? gallery.list.pages.get(1)?.photos : undefined;
  const unseen = first === undefined ? waiting : waiting.filter((photo) => !first.some((p) => p.id === photo.id));
  return { waiting: unseen, showWaiting };
}

/** The kept page that holds photo `id`, if any. */
function keptPageOf(gallery: GalleryPhotos, id: number): number | undefined {
  if (gallery.status !== 'ready') return undefined;
  for (const [n, page] of gallery.list.pages) if (page.photos.some((photo) => photo.id === id)) return n;
  return undefined;
}
