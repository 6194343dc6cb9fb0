import { useId, useState } from 'react';
import { FormMessages } from '../../../components/ui/form-messages';
import { TextField } from '../../../components/ui/text-field';
import { useSubmit } from '../../../lib/use-submit';
import { checkCode } from '../api/check-code';

const EMPTY_CODE = 'Saisissez le code imprimé en bas de l’attestation ou de la feuille de présence.';

/** "2026-05-22" → "22 mai 2026". */
function frenchDate(iso: string): string {
  const date = new Date(`${iso}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * Anyone types a code printed on a certificate or an attendance sheet and reads whether it is
 * genuine (decision 095): the action and its date, nothing about the participant.
 */
export function VerificationForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const form = useSubmit(() => checkCode(code.trim()), {
    check: () => (code.trim() === '' ? EMPTY_CODE : null),
    onSuccess: (found) => `Document authentique : ${found.action}, ${frenchDate(found.date)}.`,
  });
  return (
    <form className="card" onSubmit={(event) => void form.submit(event)} noValidate>
      <TextField
        id={`${id}-code`}
        label="Code du document"
        hint="10 caractères, par exemple 7K3QM-2XW9P : les majuscules, minuscules et espaces n’importent pas."
        value={code}
        onChange={setCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        required
        errorId={form.error !== null ? `${id}-error` : undefined}
      />
      <FormMessages errorId={`${id}-error`} error={form.error} success={form.success} />
      <button type="submit" className="button" disabled={form.locked}>
        {form.pending ? 'Vérification…' : 'Vérifier'}
      </button>
    </form>
  );
}
