import { useRef } from 'react';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The label of the button that does it ("Supprimer"). */
  confirmLabel: string;
  /** True while the action runs: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before an action that cannot be undone; "Annuler" has the focus. */
export function ConfirmDialog({ title, message, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      description={<p>{message}</p>}
      initialFocusRef={cancelRef}
      onClose={busy ? () => undefined : onCancel}
    >
      <div className="modal-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Annuler
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
