import { Page } from '../../components/ui/page';
import { LoginForm } from '../../features/account/components/login-form';

export default function Route() {
  return (
    <Page title="Connexion">
      <LoginForm />
    </Page>
  );
}
