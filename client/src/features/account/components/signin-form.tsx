import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@congres/contracts';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSubmit } from '../../../lib/use-submit';
import { register } from '../api/register';
import type { LoginState } from '../login-state';
import { REGISTER_REDIRECT_MS } from '../redirect-delays';
import { FormMessages } from '../../../components/ui/form-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField, TextField } from '../../../components/ui/text-field';
import { useRedirectAfter } from './use-redirect-after';
import './auth-forms.css';
import { AuthForm } from './auth-form';

export const REGISTER_SUCCESS_MESSAGE = 'Compte créé avec succès ! Vous allez être redirigé vers la page de connexion.';

/** /signin: email, full name (sent as `username`) and password; success goes to /login. */
export function SigninForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const redirectToLogin = useRedirectAfter('/login', REGISTER_REDIRECT_MS);
  const form = useSubmit(() => register({ email, username: fullName, password }), {
    once: true,
    onSuccess: () => {
      // The login form starts with the email just registered.
      redirectToLogin({ email } satisfies LoginState);
      return REGISTER_SUCCESS_MESSAGE;
    },
  });

  // Back to where the visitor came from, or to the login page on a direct visit.
  const goBack = () => void (location.key !== 'default' ? navigate(-1) : navigate('/login'));
  const fieldError = form.error !== null ? errorId : undefined;
  return (
    <div className="auth-panel card">
      <AuthForm onSubmit={form.submit} busy={form.pending}>
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} errorId={fieldError} />
        <TextField
          id={`${id}-name`}
          label="Nom complet"
          autoComplete="name"
          required
          maxLength={USERNAME_MAX_LENGTH}
          value={fullName}
          onChange={setFullName}
          errorId={fieldError}
          hint="Il sera affiché sous chaque photo que vous publierez (vous pourrez le changer dans « Mon compte »)."
        />
        <PasswordField
          id={`${id}-password`}
          label="Mot de passe"
          autoComplete="new-password"
          hint={`Au moins ${PASSWORD_MIN_LENGTH} caractères.`}
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={setPassword}
          errorId={fieldError}
        />
        <FormMessages errorId={errorId} error={form.error} success={form.success} />
        <div className="auth-form__actions">
          <button type="button" className="button button--secondary" onClick={goBack}>
            Retour
          </button>
          <button type="submit" className="button" disabled={form.locked}>
            {form.pending ? 'Inscription…' : 'S’inscrire'}
          </button>
        </div>
      </AuthForm>
    </div>
  );
}
