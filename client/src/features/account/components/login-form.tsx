import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { storeToken } from '../../../lib/session';
import { LEAVING, useSubmit } from '../../../lib/use-submit';
import { login } from '../api/login';
import { FormMessages } from '../../../components/ui/form-messages';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField } from '../../../components/ui/text-field';
import { useHydrated } from '../../../lib/use-hydrated';
import { emailFromState, returnToFromState } from '../login-state';
import './auth-forms.css';
import { AuthForm } from './auth-form';

/**
 * /login: email and password; success stores the token and goes to the home page (or back to
 * the page that sent here, login-state.ts). Coming
 * from the registration, the email just registered is filled in and the password has the focus.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const registered = emailFromState(state);
  const id = useId();
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  const [typed, setEmail] = useState<string | null>(null);
  // Until the visitor types, the registered email; hydration must find the prerendered page's
  // empty field, so a reload fills it in just after.
  const email = typed ?? (hydrated ? (registered ?? '') : '');
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useSubmit(() => login({ email, password }), {
    onSuccess: async (token) => {
      storeToken(token);
      await navigate(returnToFromState(state));
      return LEAVING;
    },
  });

  // Once the fields are enabled (after hydration, decision 020): a disabled field takes no focus.
  useEffect(() => {
    if (registered !== undefined && hydrated) passwordRef.current?.focus();
  }, [registered, hydrated]);

  const fieldError = form.error !== null ? errorId : undefined;
  return (
    <div className="auth-panel card">
      <AuthForm onSubmit={form.submit} busy={form.pending}>
        <EmailField id={`${id}-email`} value={email} onChange={setEmail} errorId={fieldError} />
        <PasswordField
          id={`${id}-password`}
          ref={passwordRef}
          label="Mot de passe"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorId={fieldError}
        />
        <FormMessages errorId={errorId} error={form.error} />
        <button type="submit" className="button auth-form__submit" disabled={form.locked}>
          {form.pending ? 'Connexion…' : 'Se connecter'}
        </button>
      </AuthForm>
      <p className="auth-panel__links">
        <Link to="/forgot-password">Mot de passe oublié ?</Link>
      </p>
      <div className="auth-panel__aside">
        <p>Pas encore de compte ?</p>
        <Link to="/signin" className="button button--secondary">
          Créer un compte
        </Link>
      </div>
    </div>
  );
}
