import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from './trap-focus';
import { closeOnCancel, useModalLayer } from './use-modal-layer';
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
 * A small dialog over the page (and over the lightbox): a native modal <dialog> (decision 077),
 * so the rest is inert meanwhile and Escape closes it; Tab goes round inside, and focus goes
 * back to the control that opened it. Keys stop here: React passes them on through the portal,
 * and a dialog opened from the lightbox must not also move the lightbox.
 */
export function ModalDialog({
  title,
  role = 'dialog',
  description,
  initialFocusRef,
  onClose,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalLayer(dialogRef, initialFocusRef);

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Tab' && trapFocus(event, dialogRef.current)) event.preventDefault();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className="modal-dialog card"
      // A <dialog> is a dialog already; a confirmation says it needs an answer.
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onKeyDown={onKeyDown}
      onCancel={closeOnCancel(onClose)}
    >
      <h2 id={`${id}-title`} className="modal-dialog__title">
        {title}
      </h2>
      <div id={`${id}-description`} className="modal-dialog__description">
        {description}
      </div>
      {children}
    </dialog>,
    document.body,
  );
}
