import { SITE_ROUTES } from '@congres/contracts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { AccountPage } from '../../features/account/components/account-page';
import { QueryProvider } from '../../lib/query-client';
import { clearToken, useSession } from '../../lib/session';
import { useSessionExpired } from '../../lib/use-session-expired';

/** /mon-compte: the signed-in visitor's account; an invitation to log in otherwise. */
export default function Route() {
  const { token, signedIn } = useSession();
  const [deleted, setDeleted] = useState(false);
  const expired = useSessionExpired();
  const onDeleted = useCallback(() => {
    clearToken();
    setDeleted(true);
  }, []);

  if (deleted) {
    return (
      <Page title="Mon compte">
        <div className="card" role="status">
          <p>Votre compte a été supprimé, avec toutes vos photos et vos signalements. Merci d’avoir participé !</p>
          <Link className="button" to={SITE_ROUTES.home}>
            Retour à l’accueil
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title="Mon compte">
      {signedIn && token !== null ? (
        <QueryProvider>
          <AccountPage token={token} onDeleted={onDeleted} />
        </QueryProvider>
      ) : (
        <div className="card">
          {expired ? (
            <p className="alert alert--error" role="alert">
              Votre session a expiré : reconnectez-vous pour voir votre compte.
            </p>
          ) : null}
          <p>Connectez-vous pour voir votre compte, changer le nom affiché sous vos photos ou le supprimer.</p>
          <Link className="button" to={SITE_ROUTES.login}>
            Se connecter
          </Link>
        </div>
      )}
    </Page>
  );
}
