import { DAY_CALENDAR_PATH, SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { useSlots } from '../../lib/published-content';
import { ProgrammeList } from '../../features/programme/programme-list';
import { HistoryFeedLink } from '../../features/programme-history/public/history-feed-link';

export default function Route() {
  const slots = useSlots();
  return (
    <Page title="Programme">
      <HistoryFeedLink />
      <p>Vendredi 23 mai 2025. Les horaires sont à l’heure de Bordeaux.</p>
      <p>
        <a className="button button--secondary" href={DAY_CALENDAR_PATH}>
          Ajouter toute la journée à mon agenda
        </a>{' '}
        <Link className="button button--secondary" to={SITE_ROUTES.myProgramme}>
          Mon programme
        </Link>
      </p>
      <ProgrammeList slots={slots} />
    </Page>
  );
}
