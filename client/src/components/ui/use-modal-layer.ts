import { useEffect, type RefObject } from 'react';

/**
 * Layers open now, and the page's own overflow from before the first: layers may close in any
 * order (a confirmation over the lightbox and the lightbox go together when its last photo is
 * deleted), and the page scrolls again only once the last one is gone.
 */
let openLayers = 0;
let pageOverflow = '';

/** Whether a modal layer (the lightbox, a confirmation) is open: what the page does meanwhile must not move under it. */
export const isModalLayerOpen = (): boolean => openLayers > 0;

/**
 * What a modal overlay (the image overlay of the home page, the gallery's lightbox) needs
 * while it is open, for every kind of user:
 * - the rest of the page is `inert`: not focusable, not clickable, and hidden from screen
 *   readers, which do not all honour `aria-modal` (a screen reader's virtual cursor would
 *   otherwise wander to the page underneath);
 * - the page behind does not scroll under it;
 * - focus moves into `focusRef`, and on close goes back to `returnFocusRef`, else to the
 *   element that had it at opening (a tap on a button does not focus it in every browser:
 *   a layer opened by a known button should name it).
 * The overlay must be rendered as a direct child of <body> (createPortal), so that its
 * siblings are exactly "the rest of the page".
 */
export function useModalLayer(
  layerRef: RefObject<HTMLElement | null>,
  focusRef: RefObject<HTMLElement | null>,
  returnFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const layer = layerRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocusRef?.current ?? opener;
    // Elements already inert (another layer below) stay so when this one closes.
    const others = Array.from(document.body.children).filter(
      (element) => element !== layer && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    if (openLayers === 0) pageOverflow = document.body.style.overflow;
    openLayers += 1;
    document.body.style.overflow = 'hidden';
    focusRef.current?.focus();
    return () => {
      for (const element of others) element.removeAttribute('inert');
      openLayers -= 1;
      if (openLayers === 0) document.body.style.overflow = pageOverflow;
      // After the page is live again: an inert element cannot take the focus.
      returnTo?.focus();
    };
  }, [layerRef, focusRef, returnFocusRef]);
}
