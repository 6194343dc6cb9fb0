import { USERNAME_MAX_LENGTH, type AccountBody } from '@congres/contracts';
import { useId, useState } from 'react';
import { FormMessages } from '../../../components/ui/form-messages';
import { TextField } from '../../../components/ui/text-field';
import { storeToken } from '../../../lib/session';
import { useSubmit } from '../../../lib/use-submit';
import { renameAccount } from '../api/account-api';

export const RENAMED_MESSAGE = 'Nom enregistré : il apparaît désormais sous toutes vos photos.';

/** Changes the name shown under every photo of the account. */
export function RenameForm({
  account,
  token,
  onRenamed,
}: {
  account: AccountBody;
  token: string;
  onRenamed: (account: AccountBody) => void;
}) {
  const id = useId();
  const [name, setName] = useState(account.username);
  const form = useSubmit(() => renameAccount(token, name), {
    onSuccess: (renamed) => {
      // The new token carries the new name: the header shows it at once.
      storeToken(renamed.token);
      onRenamed(renamed.account);
      setName(renamed.account.username);
      return RENAMED_MESSAGE;
    },
  });

  return (
    <section className="card account__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Changer le nom affiché</h2>
      <form onSubmit={(event) => void form.submit(event)} aria-busy={form.pending}>
        <TextField
          id={`${id}-name`}
          label="Nom affiché sous vos photos"
          autoComplete="name"
          required
          maxLength={USERNAME_MAX_LENGTH}
          value={name}
          onChange={setName}
          errorId={form.error !== null ? `${id}-error` : undefined}
        />
        <FormMessages errorId={`${id}-error`} error={form.error} success={form.success} />
        <button type="submit" className="button" disabled={form.locked || name.trim() === account.username}>
          {form.pending ? 'Enregistrement…' : 'Enregistrer le nom'}
        </button>
      </form>
    </section>
  );
}
