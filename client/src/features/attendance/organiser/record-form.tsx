import type { AttendanceAccount } from '@congres/contracts';
import { useId, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useSubmit } from '../../../lib/use-submit';
import { recordParticipant, searchAccounts } from '../api/attendance-api';
import { EMPTY_SIGNATURE } from '../signature/signature-drawn';
import { SignatureField, type SignatureHandle } from '../signature/signature-field';
import { FormError } from '../../../components/ui/form-error';

/**
 * A participant without a phone: the organiser finds their account by name or email, hands
 * over their own phone, and the participant signs on it; the list says who recorded it.
 */
export function RecordForm({ token, halfDayId, onDone }: { token: string; halfDayId: string; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [accounts, setAccounts] = useState<AttendanceAccount[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const padRef = useRef<SignatureHandle>(null);

  const search = useSubmit(() => searchAccounts(token, halfDayId, text.trim()), {
    check: () => (text.trim() === '' ? 'Saisissez le nom ou l’email du participant.' : null),
    onSuccess: (found) => {
      setAccounts(found);
      setChosen(null);
      return found.length === 0 ? 'Aucun compte ne correspond : vérifiez l’orthographe.' : undefined;
    },
  });
  const record = useSubmit(
    () => recordParticipant(token, halfDayId, { userId: chosen ?? 0, signature: padRef.current?.read() ?? '' }),
    {
      check: () =>
        chosen === null
          ? 'Choisissez le compte du participant dans la liste.'
          : padRef.current?.read() == null
            ? EMPTY_SIGNATURE
            : null,
      onSuccess: (receipt) => {
        setText('');
        setAccounts(null);
        setChosen(null);
        padRef.current?.clear();
        onDone();
        return `Présence enregistrée pour ${receipt.name}.`;
      },
    },
  );

  return (
    <div className="attendance-record">
      <h3 className="attendance-record__title">Enregistrer un participant sans téléphone</h3>
      <form onSubmit={(event) => void search.submit(event)} noValidate className="attendance-record__search">
        <TextField
          id={`${id}-search`}
          label="Nom ou email du participant"
          type="search"
          autoComplete="off"
          value={text}
          onChange={setText}
          errorId={search.error !== null ? `${id}-search-error` : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={search.locked}>
          {search.pending ? 'Recherche…' : 'Chercher'}
        </button>
        <div aria-live="polite" id={`${id}-search-error`}>
          {search.error !== null ? (
            <p className="alert alert--error" role="alert">
              {search.error}
            </p>
          ) : null}
          {search.success !== null ? <p className="field__hint">{search.success}</p> : null}
        </div>
      </form>
      {accounts !== null && accounts.length > 0 ? (
        <form onSubmit={(event) => void record.submit(event)} noValidate>
          <fieldset className="attendance-record__accounts">
            <legend>Compte du participant</legend>
            {accounts.map((account) => (
              <div key={account.id} className="attendance-record__account">
                <input
                  type="radio"
                  id={`${id}-account-${account.id}`}
                  name={`${id}-account`}
                  checked={chosen === account.id}
                  disabled={account.signed}
                  onChange={() => setChosen(account.id)}
                />
                <label htmlFor={`${id}-account-${account.id}`}>
                  {account.name} ({account.email}){account.signed ? ' : a déjà signé' : ''}
                </label>
              </div>
            ))}
          </fieldset>
          <SignatureField ref={padRef} label="Signature du participant" />
          <FormError error={record.error} />
          <button type="submit" className="button" disabled={record.locked}>
            {record.pending ? 'Enregistrement…' : 'Enregistrer sa présence'}
          </button>
        </form>
      ) : null}
      <div aria-live="polite">
        {record.success !== null ? <p className="alert alert--success">{record.success}</p> : null}
      </div>
    </div>
  );
}
