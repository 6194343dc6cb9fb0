import { SITE_ROUTES } from '@congres/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import type { LoginState } from '../../features/account/login-state';
import { SignPage } from '../../features/attendance/sign/sign-page';
import { useSession } from '../../lib/session';

/**
 * /emargement/signer?demi-journee=…&code=…: where the room's QR code takes an attendee's phone
 * (decision 092). Signed out, the login brings them back here with the same code.
 */
export default function Route() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { token, user } = useSession();
  const halfDayId = params.get('demi-journee') ?? '';
  const code = params.get('code') ?? '';
  return (
    <Page title="Signer ma présence">
      {halfDayId === '' || code === '' ? (
        <p className="card alert alert--error" role="alert">
          Ce lien d’émargement est incomplet : scannez le QR code affiché dans la salle.
        </p>
      ) : token === null || user === null ? (
        <div className="card">
          <p>Connectez-vous pour signer votre présence : vous reviendrez ensuite sur cette page.</p>
          <Link
            className="button"
            to={SITE_ROUTES.login}
            state={{ returnTo: `${location.pathname}${location.search}` } satisfies LoginState}
          >
            Se connecter
          </Link>
        </div>
      ) : (
        <SignPage token={token} name={user.username} halfDayId={halfDayId} code={code} />
      )}
    </Page>
  );
}
