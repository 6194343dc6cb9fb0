import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { AttendancePage } from '../../features/attendance/organiser/attendance-page';
import { QueryProvider } from '../../lib/query-client';

/** /emargement: the organisers' attendance of the half-days (decision 092); the server checks the role. */
export default function Route() {
  return (
    <Page title="Émargement">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <AttendancePage token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
