import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { QuizResultsPage } from '../../features/quizzes/components/quiz-results-page';
import { QueryProvider } from '../../lib/query-client';

/** /quizz/resultats: the organisers' QCM results (decision 093). */
export default function Route() {
  return (
    <Page title="Résultats des QCM">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <QuizResultsPage token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
