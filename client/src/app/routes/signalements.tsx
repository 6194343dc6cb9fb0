import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { ReportsPage } from '../../features/moderation/components/reports-page';
import { WallReviewSection } from '../../features/wall/review/wall-review';
import { useSession } from '../../lib/session';
import { useSessionExpired } from '../../lib/use-session-expired';

/**
 * /signalements: the organisers' page, the reports and the wall's photos (the server refuses
 * anyone else, whatever the menu showed).
 */
export default function Route() {
  const { token, signedIn } = useSession();
  const expired = useSessionExpired();
  return (
    <Page title="Signalements">
      {signedIn && token !== null ? (
        <>
          <ReportsPage token={token} />
          <WallReviewSection token={token} />
        </>
      ) : (
        <div className="card">
          {expired ? (
            <p className="alert alert--error" role="alert">
              Votre session a expiré : reconnectez-vous.
            </p>
          ) : null}
          <p>Cette page est réservée aux organisateurs du congrès : connectez-vous avec votre compte d’organisateur.</p>
          <Link className="button" to={SITE_ROUTES.login}>
            Se connecter
          </Link>
        </div>
      )}
    </Page>
  );
}
