import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { OrganisationPage } from '../../features/organisation/components/organisation-page';
import { QueryProvider } from '../../lib/query-client';

/** /organisation: the organisers' home, the day at a glance and every tool (decision 109); the server checks the role. */
export default function Route() {
  return (
    <Page title="Organisation de la journée">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <OrganisationPage token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
