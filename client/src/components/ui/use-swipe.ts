import { useRef, type PointerEvent } from 'react';

/** A horizontal move longer than this (in CSS pixels) is a swipe, not a tap. */
const SWIPE_DISTANCE = 50;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (show the next) and
 * `onSwipe(-1)` for one to the right (the previous). Spread them on the swiped element, whose
 * CSS should leave vertical scrolling to the browser (`touch-action: pan-y`).
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const distance = event.clientX - start.current;
      start.current = null;
      if (Math.abs(distance) >= SWIPE_DISTANCE) onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
