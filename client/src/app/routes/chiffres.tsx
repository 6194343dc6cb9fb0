import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { FiguresPage } from '../../features/figures/components/figures-page';
import { QueryProvider } from '../../lib/query-client';

/** /chiffres: the organisers' figures of the day, live (decision 064). */
export default function Route() {
  return (
    <Page title="Les chiffres du jour">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <FiguresPage token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
