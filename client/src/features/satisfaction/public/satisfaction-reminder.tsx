import { SITE_ROUTES } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { accountKey, dataOf, QueryProvider } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { getSatisfaction, SATISFACTION_KEY } from '../api/satisfaction-api';

/**
 * The banner's reminder line (decision 094): while the questionnaire is open and the signed-in
 * account, a participant (decision 105), has not answered, on every page but the questionnaire's
 * own. Loaded by the banner only for a signed-in visitor, so that the query library stays out of
 * the first visit's code.
 */
export default function SatisfactionReminder() {
  const { token, signedIn } = useSession();
  if (!signedIn || token === null) return null;
  return (
    <QueryProvider>
      <Reminder token={token} />
    </QueryProvider>
  );
}

function Reminder({ token }: { token: string }) {
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: [SATISFACTION_KEY, accountKey(token)],
    queryFn: () => dataOf(getSatisfaction(token)),
    // A missing reminder is no failure worth a retry on every page.
    retry: false,
  });
  const state = query.data;
  if (
    state === undefined ||
    !state.open ||
    state.answered ||
    !state.participant ||
    pathname === SITE_ROUTES.satisfaction
  )
    return null;
  return (
    <section aria-label="Rappel du questionnaire de satisfaction" className="announcement-banner__inner">
      <p className="announcement-banner__message">
        Le questionnaire de satisfaction est ouvert : donnez votre avis en deux minutes, de façon anonyme.{' '}
        <Link to={SITE_ROUTES.satisfaction}>Répondre au questionnaire</Link>
      </p>
    </section>
  );
}
