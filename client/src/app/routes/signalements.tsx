import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { ReportsPage } from '../../features/moderation/components/reports-page';

/** /signalements: the organisers' page (the server refuses anyone else, whatever the menu showed). */
export default function Route() {
  return (
    <Page title="Signalements">
      <OrganisersOnly>{(token) => <ReportsPage token={token} />}</OrganisersOnly>
    </Page>
  );
}
