import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { requestPasswordReset } from '../api/request-password-reset';
import { FormMessages } from '../../../components/ui/form-messages';
import { EmailField } from '../../../components/ui/text-field';
import './auth-forms.css';
import { AuthForm } from './auth-form';

export const LINK_SENT_MESSAGE =
  'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé. Consultez votre boîte de réception : le lien est valable une heure.';

/**
 * /forgot-password: with a token in the answer (`response` delivery, the spec's flow) goes
 * straight to /reset-password/{token}; otherwise says that a link has been emailed.
 */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const id = useId();
  const errorId = `${id}-error`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    setSent(null);
    const result = await requestPasswordReset({ email });
    if (result.ok && result.data.token !== undefined) {
      await navigate(`/reset-password/${encodeURIComponent(result.data.token)}`);
      return;
    }
    setPending(false);
    if (result.ok) setSent(LINK_SENT_MESSAGE);
    else setError(result.message);
  }

  return (
    <div className="auth-panel card">
      <p className="auth-panel__intro">
        Indiquez l’email de votre compte : vous pourrez ensuite choisir un nouveau mot de passe.
      </p>
      <AuthForm onSubmit={onSubmit} busy={pending}>
        <EmailField
          id={`${id}-email`}
          value={email}
          onChange={setEmail}
          errorId={error !== null ? errorId : undefined}
        />
        <FormMessages errorId={errorId} error={error} success={sent} />
        <button type="submit" className="button auth-form__submit" disabled={pending}>
          {pending ? 'Envoi…' : 'Réinitialiser le mot de passe'}
        </button>
      </AuthForm>
      <p className="auth-panel__links">
        <Link to="/login">Retour à la connexion</Link>
      </p>
    </div>
  );
}
