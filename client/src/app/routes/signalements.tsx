import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { ReportsPage } from '../../features/moderation/components/reports-page';
import { WallReviewSection } from '../../features/wall/review/wall-review';
import { QueryProvider } from '../../lib/query-client';

/**
 * /signalements: the organisers' page, the reports and the wall's photos (the server refuses
 * anyone else, whatever the menu showed).
 */
export default function Route() {
  return (
    <Page title="Signalements">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <ReportsPage token={token} />
            <WallReviewSection token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
