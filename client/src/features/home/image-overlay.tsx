import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from '../../components/ui/use-modal-layer';
import type { CarouselImage } from '../../content/home-carousel';

/**
 * The current image, full screen. A click anywhere or Escape closes it (spec: "closed by
 * clicking it"); focus stays on its close button while it is open, the page behind is inert,
 * and focus goes back to what opened it on close.
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
  const layerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalLayer(layerRef, closeRef, returnFocusRef);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // The close button is the only control: Tab must not wander to the page underneath.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return createPortal(
    // The button inside is the keyboard path; the click on the whole overlay is for pointers.
    <div
      ref={layerRef}
      className="image-overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Image agrandie"
      onClick={onClose}
    >
      <button ref={closeRef} type="button" className="image-overlay__close">
        Fermer l’image agrandie
      </button>
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
    </div>,
    document.body,
  );
}
