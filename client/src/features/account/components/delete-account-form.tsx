import type { AccountBody } from '@congres/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessages } from '../../../components/ui/form-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { deleteAccount } from '../api/account-api';

/** Erases the account and everything of it, after the password and a confirmation. */
export function DeleteAccountForm({
  account,
  token,
  onDeleted,
  onUnauthorized,
}: {
  account: AccountBody;
  token: string;
  onDeleted: () => void;
  onUnauthorized: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Saisissez votre mot de passe pour supprimer votre compte.');
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    setPending(true);
    const result = await deleteAccount(token, password);
    setPending(false);
    setConfirming(false);
    if (result.ok) {
      onDeleted();
      return;
    }
    if (result.status === 401) onUnauthorized();
    setError(result.message);
  };

  const photos = account.photoCount === 1 ? 'votre photo' : `vos ${account.photoCount} photos`;
  return (
    <section className="card account__section account__section--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Supprimer mon compte</h2>
      <p>
        Votre compte, {account.photoCount === 0 ? 'vos sessions' : `${photos}, vos sessions`} et vos signalements seront
        effacés définitivement. Téléchargez d’abord vos données si vous voulez les garder.
      </p>
      <form onSubmit={ask} noValidate>
        <PasswordField
          id={`${id}-password`}
          label="Mot de passe"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorId={error !== null ? `${id}-error` : undefined}
        />
        <FormMessages errorId={`${id}-error`} error={error} />
        <button type="submit" className="button button--danger" disabled={pending}>
          Supprimer mon compte
        </button>
      </form>
      {confirming ? (
        <ConfirmDialog
          title="Supprimer votre compte ?"
          message={
            account.photoCount > 0
              ? `Votre compte et ${photos} seront effacés, sans retour possible.`
              : 'Votre compte sera effacé, sans retour possible.'
          }
          confirmLabel="Supprimer définitivement"
          busy={pending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
