import { Page } from '../../components/ui/page';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';

/** /annonces: the organisers' announcements, newest first; read offline from the service worker's copy. */
export default function Route() {
  return (
    <Page title="Annonces">
      <p>Les annonces des organisateurs pendant le congrès, la plus récente en premier.</p>
      <AnnouncementList />
    </Page>
  );
}
