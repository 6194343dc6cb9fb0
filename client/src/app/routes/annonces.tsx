import { Page } from '../../components/ui/page';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { AnnouncementsPanel } from '../../features/announcements/components/announcements-panel';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * /annonces: the organisers' announcements, newest first, read offline from the service
 * worker's copy. An organiser finds the form and the "Retirer" buttons here too, once the page
 * knows who is signed in (the prerendered page is everybody's); the server checks the role.
 */
export default function Route() {
  const { token, user } = useSession();
  const hydrated = useHydrated();
  const organiser = hydrated && token !== null && user?.role === 'organiser';
  return (
    <Page title="Annonces">
      <p>Les annonces des organisateurs pendant le congrès, la plus récente en premier.</p>
      {organiser ? <AnnouncementsPanel token={token} /> : <AnnouncementList />}
    </Page>
  );
}
