import { EVIDENCE_KEPT_NOTICE, type SignatureReceipt } from '@congres/contracts';
import { useId, useRef, useState } from 'react';
import { formatParisTime } from '../../../lib/paris-time';
import { useContent } from '../../../lib/published-content';
import { useSubmit } from '../../../lib/use-submit';
import { postSignature } from '../api/attendance-api';
import { EMPTY_SIGNATURE } from '../signature/signature-drawn';
import { SignatureField, type SignatureHandle } from '../signature/signature-field';
import { FormError } from '../../../components/ui/form-error';

/** The half-day's label as the published content names it (the seed's when it names none). */
function useHalfDayLabel(halfDayId: string): string {
  const halfDays = useContent().training?.halfDays ?? [];
  return halfDays.find((halfDay) => halfDay.id === halfDayId)?.label ?? 'Demi-journée de formation';
}

/**
 * /emargement/signer on the attendee's phone (decision 092): the half-day, their name, the pad,
 * "Signer", then a confirmation that stays. Every refusal of the server is shown with what to
 * do next (scan again, nothing more to do, ask the desk).
 */
export function SignPage({
  token,
  name,
  halfDayId,
  code,
}: {
  token: string;
  name: string;
  halfDayId: string;
  code: string;
}) {
  const id = useId();
  const label = useHalfDayLabel(halfDayId);
  const padRef = useRef<SignatureHandle>(null);
  const [receipt, setReceipt] = useState<SignatureReceipt | null>(null);
  const form = useSubmit(() => postSignature(token, halfDayId, { code, signature: padRef.current?.read() ?? '' }), {
    check: () => (padRef.current?.read() == null ? EMPTY_SIGNATURE : null),
    once: true,
    onSuccess: (recorded) => {
      setReceipt(recorded);
      return undefined;
    },
  });

  if (receipt !== null) {
    return (
      <div className="card attendance-sign" role="status">
        <p className="alert alert--success attendance-sign__done">
          Votre présence est enregistrée : {receipt.halfDay.label}, signée par {receipt.name} à{' '}
          {formatParisTime(Date.parse(receipt.signedAt))}.
        </p>
        <p>Vous n’avez rien d’autre à faire : vous pouvez fermer cette page.</p>
      </div>
    );
  }
  return (
    <form className="card attendance-sign" onSubmit={(event) => void form.submit(event)} noValidate>
      <dl className="attendance-sign__who">
        <div>
          <dt>Demi-journée</dt>
          <dd>{label}</dd>
        </div>
        <div>
          <dt>Participant</dt>
          <dd>{name}</dd>
        </div>
      </dl>
      <SignatureField ref={padRef} label="Votre signature" />
      <p className="field__hint" id={`${id}-evidence`}>
        {EVIDENCE_KEPT_NOTICE}
      </p>
      <FormError error={form.error} />
      <button
        type="submit"
        className="button attendance-sign__submit"
        disabled={form.locked}
        aria-describedby={`${id}-evidence`}
      >
        {form.pending ? 'Envoi…' : 'Signer'}
      </button>
    </form>
  );
}
