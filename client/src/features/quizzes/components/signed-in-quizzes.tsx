import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { QueryProvider } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { MyQuizScores } from './my-quiz-scores';

/** Below the quizzes, for a signed-in visitor: their own scores (decision 093), and for organisers the results. */
export default function SignedInQuizzes() {
  const { user } = useSession();
  return (
    <QueryProvider>
      <MyQuizScores />
      {user?.role === 'organiser' ? (
        <p>
          <Link to={SITE_ROUTES.quizResults}>Voir les résultats des QCM (organisateurs)</Link>
        </p>
      ) : null}
    </QueryProvider>
  );
}
