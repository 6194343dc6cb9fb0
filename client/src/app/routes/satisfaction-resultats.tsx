import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { ResultsPage } from '../../features/satisfaction/components/results-page';
import { QueryProvider } from '../../lib/query-client';

/** /quizz/satisfaction/resultats: the organisers' results of the questionnaire (decision 094). */
export default function Route() {
  return (
    <Page title="Résultats du questionnaire de satisfaction">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <ResultsPage token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
