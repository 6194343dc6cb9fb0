import { SITE_ROUTES } from '@congres/contracts';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { QuizFormPage } from '../../features/quizzes/components/quiz-form-page';
import { QueryProvider } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useSessionExpired } from '../../lib/use-session-expired';

/** /quizz/{id}: a QCM written in the site (decision 093), for a signed-in attendee. */
export default function Route() {
  const { id = '' } = useParams();
  const { token, user } = useSession();
  const expired = useSessionExpired();
  return (
    <Page title="QCM">
      {token !== null && user !== null ? (
        <QueryProvider>
          <QuizFormPage key={`${user.id}:${id}`} quizId={id} token={token} userId={user.id} />
        </QueryProvider>
      ) : (
        <div className="card">
          {expired ? (
            <p className="alert alert--error" role="alert">
              Votre session a expiré : reconnectez-vous pour répondre au QCM.
            </p>
          ) : null}
          <p>
            Connectez-vous pour répondre au QCM : vos réponses avant et après la formation sont liées à votre compte.
          </p>
          <Link className="button" to={SITE_ROUTES.login}>
            Se connecter
          </Link>
        </div>
      )}
    </Page>
  );
}
