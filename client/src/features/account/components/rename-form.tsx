import { USERNAME_MAX_LENGTH, type AccountBody } from '@congres/contracts';
import { useId, useState, type FormEvent } from 'react';
import { FormMessages } from '../../../components/ui/form-messages';
import { TextField } from '../../../components/ui/text-field';
import { storeToken } from '../../../lib/session';
import { renameAccount } from '../api/account-api';

export const RENAMED_MESSAGE = 'Nom enregistré : il apparaît désormais sous toutes vos photos.';

/** Changes the name shown under every photo of the account. */
export function RenameForm({
  account,
  token,
  onRenamed,
  onUnauthorized,
}: {
  account: AccountBody;
  token: string;
  onRenamed: (account: AccountBody) => void;
  onUnauthorized: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(account.username);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    setSuccess(null);
    const result = await renameAccount(token, name);
    setPending(false);
    if (!result.ok) {
      if (result.status === 401) onUnauthorized();
      setError(result.message);
      return;
    }
    // The new token carries the new name: the header shows it at once.
    storeToken(result.data.token);
    onRenamed(result.data.account);
    setName(result.data.account.username);
    setSuccess(RENAMED_MESSAGE);
  };

  return (
    <section className="card account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Changer le nom affiché</h2>
      <form onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <TextField
          id={`${id}-name`}
          label="Nom affiché sous vos photos"
          autoComplete="name"
          required
          maxLength={USERNAME_MAX_LENGTH}
          value={name}
          onChange={setName}
          errorId={error !== null ? `${id}-error` : undefined}
        />
        <FormMessages errorId={`${id}-error`} error={error} success={success} />
        <button type="submit" className="button" disabled={pending || name.trim() === account.username}>
          {pending ? 'Enregistrement…' : 'Enregistrer le nom'}
        </button>
      </form>
    </section>
  );
}
