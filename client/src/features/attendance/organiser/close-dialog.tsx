import { useRef } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { closeHalfDay } from '../api/attendance-api';
import { EMPTY_SIGNATURE } from '../signature/signature-drawn';
import { SignatureField, type SignatureHandle } from '../signature/signature-field';
import { FormError } from '../../../components/ui/form-error';

/**
 * "Clore et signer": the organiser in charge signs the half-day's sheet before it closes (the
 * funders ask for the trainer's signature on each sheet). "Annuler" has the focus.
 */
export function CloseDialog({
  token,
  halfDayId,
  label,
  trainer,
  onDone,
  onCancel,
}: {
  token: string;
  halfDayId: string;
  label: string;
  trainer: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const padRef = useRef<SignatureHandle>(null);
  const form = useSubmit(() => closeHalfDay(token, halfDayId, padRef.current?.read() ?? ''), {
    check: () => (padRef.current?.read() == null ? EMPTY_SIGNATURE : null),
    once: true,
    onSuccess: () => {
      onDone();
      return undefined;
    },
  });
  return (
    <ModalDialog
      title={`Clore l’émargement : ${label}`}
      description={
        <p>
          Plus personne ne pourra signer. Signez la feuille en tant que responsable de la demi-journée (formateur :{' '}
          {trainer}).
        </p>
      }
      initialFocusRef={cancelRef}
      onClose={form.pending ? () => undefined : onCancel}
    >
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <SignatureField ref={padRef} label="Signature du responsable" />
        <FormError error={form.error} />
        <div className="modal-dialog__actions">
          <button
            ref={cancelRef}
            type="button"
            className="button button--secondary"
            onClick={onCancel}
            disabled={form.pending}
          >
            Annuler
          </button>
          <button type="submit" className="button" disabled={form.locked}>
            {form.pending ? 'Clôture…' : 'Signer et clore'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
