import { PROGRAMME_HISTORY_FEED_PATH, SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { HistoryPage } from '../../features/programme-history/components/history-page';
import { HistoryFeedLink } from '../../features/programme-history/public/history-feed-link';
import { QueryProvider } from '../../lib/query-client';

/**
 * /programme/historique: what each publication changed in the programme (decision 083), rendered
 * by the server with its versions at each publication (decision 107), and its Atom feed.
 */
export default function Route() {
  return (
    <Page title="Historique du programme">
      <HistoryFeedLink />
      <p>
        Chaque version publiée du programme, la plus récente en premier, avec ce qui a changé. Les horaires sont à
        l’heure de Bordeaux. <Link to={SITE_ROUTES.programme}>Voir le programme</Link>
      </p>
      <p>
        <a href={PROGRAMME_HISTORY_FEED_PATH} type="application/atom+xml">
          Suivre l’historique dans un lecteur de flux (Atom)
        </a>
      </p>
      <QueryProvider>
        <HistoryPage />
      </QueryProvider>
    </Page>
  );
}
