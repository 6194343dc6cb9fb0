import { useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { closeOnCancel, useModalLayer } from '../../components/ui/use-modal-layer';
import type { CarouselImage } from '../../content/home-carousel';

/**
 * The current image, full screen: a native modal <dialog> (decision 077). A click anywhere or
 * Escape closes it (spec: "closed by clicking it"); focus stays on its close button while it is
 * open, the page behind is inert, and focus goes back to what opened it on close.
 */
export function ImageOverlay({
  image,
  onClose,
  returnFocusRef,
}: {
  image: CarouselImage;
  onClose: () => void;
  /** The button that opened the overlay: it gets the focus back. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalLayer(dialogRef, closeRef, returnFocusRef);

  // The close button is the only control: Tab stays on it (Escape is the dialog's `cancel`).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    closeRef.current?.focus();
  };

  return createPortal(
    // The button inside is the keyboard path; the click on the whole overlay is for pointers.
    <dialog
      ref={dialogRef}
      className="image-overlay full-screen-dialog"
      aria-modal="true"
      aria-label="Image agrandie"
      onClick={onClose}
      onKeyDown={onKeyDown}
      onCancel={closeOnCancel(onClose)}
    >
      <button ref={closeRef} type="button" className="image-overlay__close">
        Fermer l’image agrandie
      </button>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
    </dialog>,
    document.body,
  );
}
