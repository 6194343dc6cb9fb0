import { useEffect, type RefObject } from 'react';

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
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusRef.current?.focus();
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      // After the page is live again: an inert element cannot take the focus.
      returnTo?.focus();
    };
  }, [layerRef, focusRef, returnFocusRef]);
}
