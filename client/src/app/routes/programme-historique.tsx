import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { HistoryPage } from '../../features/programme-history/components/history-page';
import { HistoryFeedLink } from '../../features/programme-history/public/history-feed-link';
import { QueryProvider } from '../../lib/query-client';

/** /programme/historique: what each publication changed in the programme (decision 083). */
export default function Route() {
  return (
    <Page title="Historique du programme">
      <HistoryFeedLink />
      <p>
        Chaque version publiée du programme, la plus récente en premier, avec ce qui a changé. Les horaires sont à
        l’heure de Bordeaux. <Link to={SITE_ROUTES.programme}>Voir le programme</Link>
      </p>
      <QueryProvider>
        <HistoryPage />
      </QueryProvider>
    </Page>
  );
}
