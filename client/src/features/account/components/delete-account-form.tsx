import type { AccountBody } from '@congres/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessages } from '../../../components/ui/form-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { LEAVING, useSubmit } from '../../../lib/use-submit';
import { deleteAccount } from '../api/account-api';

/**
 * What deletion keeps (decision 096): the training evidence is a legal obligation of the
 * organiser; its rows lose the account but stay until the retention's end.
 */
const EVIDENCE_KEPT =
  'Les preuves de votre formation (présence signée, réponses aux QCM, code de l’attestation) sont gardées, comme la loi l’exige, pendant la durée indiquée sur la page Confidentialité.';

/** Erases the account and everything of it (but the training evidence), after the password and a confirmation. */
export function DeleteAccountForm({
  account,
  token,
  onDeleted,
}: {
  account: AccountBody;
  token: string;
  onDeleted: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useSubmit(() => deleteAccount(token, password), {
    onSuccess: () => {
      onDeleted();
      return LEAVING;
    },
  });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      form.showError('Saisissez votre mot de passe pour supprimer votre compte.');
      return;
    }
    form.showError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    await form.submit();
    setConfirming(false);
  };

  const photos = account.photoCount === 1 ? 'votre photo' : `vos ${account.photoCount} photos`;
  return (
    <section className="card account__section account__section--danger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Supprimer mon compte</h2>
      <p>
        Votre compte, {account.photoCount === 0 ? 'vos sessions' : `${photos}, vos sessions`} et vos signalements seront
        effacés définitivement. Téléchargez d’abord vos données si vous voulez les garder.
      </p>
      <p>{EVIDENCE_KEPT}</p>
      <form onSubmit={ask} noValidate>
        <PasswordField
          id={`${id}-password`}
          label="Mot de passe"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorId={form.error !== null ? `${id}-error` : undefined}
        />
        <FormMessages errorId={`${id}-error`} error={form.error} />
        <button type="submit" className="button button--danger" disabled={form.locked}>
          Supprimer mon compte
        </button>
      </form>
      {confirming ? (
        <ConfirmDialog
          title="Supprimer votre compte ?"
          message={`${
            account.photoCount > 0
              ? `Votre compte et ${photos} seront effacés, sans retour possible.`
              : 'Votre compte sera effacé, sans retour possible.'
          } ${EVIDENCE_KEPT}`}
          confirmLabel="Supprimer définitivement"
          busy={form.pending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
