import { SITE_ROUTES } from '@congres/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { useSessionExpired } from '../../lib/use-session-expired';

/**
 * The body of an organisers' page: `children` with the session's token once signed in (the
 * server checks the role and the page shows its refusal), else an invitation to sign in, which
 * comes back to this page (its query included: the room's screen names its half-day there).
 */
export function OrganisersOnly({ children }: { children: (token: string) => ReactNode }) {
  const { token, signedIn } = useSession();
  const expired = useSessionExpired();
  const location = useLocation();
  if (signedIn && token !== null) return children(token);
  return (
    <div className="card">
      {expired ? (
        <p className="alert alert--error" role="alert">
          Votre session a expiré : reconnectez-vous.
        </p>
      ) : null}
      <p>Cette page est réservée aux organisateurs du congrès : connectez-vous avec votre compte d’organisateur.</p>
      {/* The login's state (features/account/login-state.ts): where to come back to. */}
      <Link className="button" to={SITE_ROUTES.login} state={{ returnTo: `${location.pathname}${location.search}` }}>
        Se connecter
      </Link>
    </div>
  );
}
