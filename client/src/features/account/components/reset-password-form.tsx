import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@congres/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSubmit } from '../../../lib/use-submit';
import { INVALID_LINK_MESSAGE, resetPassword } from '../api/reset-password';
import { RESET_REDIRECT_MS } from '../redirect-delays';
import { FormMessages } from '../../../components/ui/form-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { useRedirectAfter } from './use-redirect-after';
import './auth-forms.css';
import { AuthForm } from './auth-form';

export const PASSWORDS_DIFFER_MESSAGE = 'Les mots de passe ne correspondent pas.';
export const RESET_SUCCESS_MESSAGE =
  'Mot de passe réinitialisé avec succès ! Vous allez être redirigé vers la page de connexion.';

/** /reset-password/{token}: the new password twice; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const redirectToLogin = useRedirectAfter('/login', RESET_REDIRECT_MS);
  const form = useSubmit(() => resetPassword(token, password), {
    once: true,
    check: () => (password !== confirmation ? PASSWORDS_DIFFER_MESSAGE : null),
    onSuccess: () => {
      redirectToLogin();
      return RESET_SUCCESS_MESSAGE;
    },
  });

  const shown = form.error !== null ? errorId : undefined;
  // The mismatch is the confirmation's fault: only that field is marked.
  const mismatch = form.error === PASSWORDS_DIFFER_MESSAGE;
  return (
    <div className="auth-panel card">
      <AuthForm onSubmit={form.submit} busy={form.pending}>
        <PasswordField
          id={`${id}-password`}
          label="Nouveau mot de passe"
          autoComplete="new-password"
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={setPassword}
          errorId={mismatch ? undefined : shown}
        />
        <PasswordField
          id={`${id}-confirmation`}
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirmation}
          onChange={setConfirmation}
          errorId={shown}
        />
        <FormMessages errorId={errorId} error={form.error} success={form.success} />
        <button type="submit" className="button auth-form__submit" disabled={form.locked}>
          {form.pending ? 'Enregistrement…' : 'Changer le mot de passe'}
        </button>
      </AuthForm>
      <p className="auth-panel__links">
        {form.error === INVALID_LINK_MESSAGE ? (
          <Link to="/forgot-password">Demander un nouveau lien</Link>
        ) : (
          <Link to="/login">Retour à la connexion</Link>
        )}
      </p>
    </div>
  );
}
