import { useEffect, useRef } from 'react';

/** The images the wall holds on to: a few rounds of a small wall, a few minutes of a big one. */
const KEPT_IMAGES = 60;

/**
 * Holds on to each image the wall has shown (an `Image` per address, the last KEPT_IMAGES): the
 * browser keeps a loaded image while something refers to it, so that when the network drops the
 * next round still shows them (decision 063). The service worker keeps only the last 30 photos
 * and only once it controls the page; this covers the first visit too.
 */
export function useKeptImages(src: string | null): void {
  const kept = useRef(new Map<string, HTMLImageElement>());
  useEffect(() => {
    if (src === null) return;
    const images = kept.current;
    const held = images.get(src);
    // One that failed (complete without pixels) holds nothing: a fresh one asks again.
    const image = held === undefined || (held.complete && held.naturalWidth === 0) ? new Image() : held;
    if (image.src === '') image.src = src;
    // Most recently shown last: the first one is the one to let go.
    images.delete(src);
    images.set(src, image);
    while (images.size > KEPT_IMAGES) {
      const oldest = images.keys().next().value;
      if (oldest === undefined) break;
      images.delete(oldest);
    }
  }, [src]);
}
