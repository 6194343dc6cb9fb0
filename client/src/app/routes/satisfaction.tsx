import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import { SatisfactionPage } from '../../features/satisfaction/components/satisfaction-page';
import { QueryProvider } from '../../lib/query-client';
import { useSession } from '../../lib/session';

/** /quizz/satisfaction: the satisfaction questionnaire, one answer per participant (decisions 094, 105). */
export default function Route() {
  const { token, signedIn } = useSession();
  return (
    <Page title="Questionnaire de satisfaction">
      {signedIn && token !== null ? (
        <QueryProvider>
          <SatisfactionPage token={token} />
        </QueryProvider>
      ) : (
        <div className="card">
          <p>
            Connectez-vous pour répondre : le questionnaire est réservé aux participants qui ont signé la feuille de
            présence, une seule réponse par personne, et vos réponses restent anonymes.
          </p>
          <Link className="button" to={SITE_ROUTES.login}>
            Se connecter
          </Link>
        </div>
      )}
    </Page>
  );
}
