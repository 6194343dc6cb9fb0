import { useLayoutEffect, type RefObject, type SyntheticEvent } from 'react';

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
 * Shows `dialogRef`, a <dialog>, as a modal for as long as the component is mounted (decision
 * 077). The browser does the most of it: the dialog goes in the top layer, above any other
 * (a confirmation over the lightbox), the rest of the page is inert (out of reach of the
 * keyboard, pointers and screen readers) and Escape becomes a `cancel` event (closeOnCancel).
 * What is left to do here, for every kind of user:
 * - the page behind does not scroll under it;
 * - focus moves into `focusRef`, and on close goes back to `returnFocusRef`, else to the
 *   element that had it at opening (a tap on a button does not focus it in every browser:
 *   a layer opened by a known button should name it).
 */
export function useModalLayer(
  dialogRef: RefObject<HTMLDialogElement | null>,
  focusRef: RefObject<HTMLElement | null>,
  returnFocusRef?: RefObject<HTMLElement | null>,
) {
  // A layout effect: the dialog is modal before the browser paints it, never a moment in the flow.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocusRef?.current ?? opener;
    if (dialog && !dialog.open) dialog.showModal();
    if (openLayers === 0) pageOverflow = document.body.style.overflow;
    openLayers += 1;
    document.body.style.overflow = 'hidden';
    focusRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      openLayers -= 1;
      if (openLayers === 0) document.body.style.overflow = pageOverflow;
      returnTo?.focus();
    };
  }, [dialogRef, focusRef, returnFocusRef]);
}

/**
 * The `onCancel` of a modal <dialog> (Escape): the component that shows it closes it through its
 * own state, so the browser is kept from closing it behind React's back.
 */
export function closeOnCancel(onClose: () => void): (event: SyntheticEvent<HTMLDialogElement>) => void {
  return (event) => {
    event.preventDefault();
    onClose();
  };
}
