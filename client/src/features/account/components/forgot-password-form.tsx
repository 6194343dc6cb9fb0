import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LEAVING, useSubmit } from '../../../lib/use-submit';
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
  const form = useSubmit(() => requestPasswordReset({ email }), {
    onSuccess: async ({ token }) => {
      if (token === undefined) return LINK_SENT_MESSAGE;
      await navigate(`/reset-password/${encodeURIComponent(token)}`);
      return LEAVING;
    },
  });

  return (
    <div className="auth-panel card">
      <p className="auth-panel__intro">
        Indiquez l’email de votre compte : vous pourrez ensuite choisir un nouveau mot de passe.
      </p>
      <AuthForm onSubmit={form.submit} busy={form.pending}>
        <EmailField
          id={`${id}-email`}
          value={email}
          onChange={setEmail}
          errorId={form.error !== null ? errorId : undefined}
        />
        <FormMessages errorId={errorId} error={form.error} success={form.success} />
        <button type="submit" className="button auth-form__submit" disabled={form.locked}>
          {form.pending ? 'Envoi…' : 'Réinitialiser le mot de passe'}
        </button>
      </AuthForm>
      <p className="auth-panel__links">
        <Link to="/login">Retour à la connexion</Link>
      </p>
    </div>
  );
}
