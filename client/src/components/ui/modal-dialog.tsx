import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from './trap-focus';
import { useModalLayer } from './use-modal-layer';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  /** 'alertdialog' for a question that needs an answer (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** What the dialog says under its title; tied to it for screen readers. */
  description: ReactNode;
  /** The control focused at opening: the safe choice of a confirmation. */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Escape, or the caller's own "Annuler". */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A small dialog over the page (and over the lightbox): the rest is inert meanwhile, Tab stays
 * inside, Escape closes it, and focus goes back to the control that opened it. Keys handled
 * here stop here: a dialog opened from the lightbox does not also move or close the lightbox.
 */
export function ModalDialog({
  title,
  role = 'dialog',
  description,
  initialFocusRef,
  onClose,
  children,
}: ModalDialogProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useModalLayer(layerRef, initialFocusRef);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Tab') {
      if (!trapFocus(event, layerRef.current)) {
        event.stopPropagation();
        return;
      }
    } else {
      // Arrows and the like stay with the dialog's own controls (a textarea's cursor).
      event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return createPortal(
    <div className="modal-dialog__backdrop" ref={layerRef} onKeyDown={onKeyDown}>
      <div
        className="modal-dialog card"
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
      >
        <h2 id={`${id}-title`} className="modal-dialog__title">
          {title}
        </h2>
        <div id={`${id}-description`} className="modal-dialog__description">
          {description}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
