import { Page } from '../../components/ui/page';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';

export default function Route() {
  return (
    <Page title="Mot de passe oublié">
      <ForgotPasswordForm />
    </Page>
  );
}
