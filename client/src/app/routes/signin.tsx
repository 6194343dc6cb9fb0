import { Page } from '../../components/ui/page';
import { SigninForm } from '../../features/account/components/signin-form';

export default function Route() {
  return (
    <Page title="Inscription">
      <SigninForm />
    </Page>
  );
}
