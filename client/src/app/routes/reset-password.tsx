import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';

export default function Route() {
  // The route's parameter is the reset token (spec section 2).
  const { token = '' } = useParams();
  return (
    <Page title="Nouveau mot de passe">
      <ResetPasswordForm token={token} />
    </Page>
  );
}
