import { REPORT_REASON_MAX_LENGTH, type Photo } from '@congres/contracts';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { ApiResult } from '../../../lib/api-result';
import { LEAVING, useSubmit } from '../../../lib/use-submit';
import '../../../components/ui/fields.css';

interface ReportDialogProps {
  photo: Photo;
  onSend: (reason: string) => Promise<ApiResult<unknown>>;
  onClose: () => void;
}

/** Asks why a photo should be looked at by the organisers, then sends the report. */
export function ReportDialog({ photo, onSend, onClose }: ReportDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const form = useSubmit(() => onSend(reason.trim()), {
    check: () => {
      if (reason.trim() !== '') return null;
      reasonRef.current?.focus();
      return 'Dites en quelques mots pourquoi cette photo pose problème.';
    },
    // The dialog closes: it stays busy until it is gone.
    onSuccess: () => {
      onClose();
      return LEAVING;
    },
  });
  const { error, pending: sending } = form;

  return (
    <ModalDialog
      title="Signaler cette photo"
      description={
        <p>
          Photo publiée par {photo.username}. Les organisateurs examineront votre signalement et pourront la retirer de
          la galerie.
        </p>
      }
      initialFocusRef={reasonRef}
      onClose={onClose}
    >
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-reason`}>Raison du signalement</label>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            rows={4}
            required
            maxLength={REPORT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-hint${error !== null ? ` ${id}-error` : ''}`}
            aria-invalid={error !== null ? true : undefined}
          />
          <p id={`${id}-hint`} className="field__hint">
            Par exemple : « Je figure sur cette photo et je ne souhaite pas qu’elle soit publiée. » (
            {REPORT_REASON_MAX_LENGTH} caractères au plus)
          </p>
        </div>
        <div id={`${id}-error`} role="alert" className="form-messages__live">
          {error !== null ? <p className="alert alert--error">{error}</p> : null}
        </div>
        <div className="modal-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={sending}>
            Annuler
          </button>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Envoi…' : 'Envoyer le signalement'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
