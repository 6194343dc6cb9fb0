import type { PhaseScoreBody } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountKey, dataOf } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';
import { getMyQuizResults } from '../api/quiz-api';

const said = (score: PhaseScoreBody | null) =>
  score === null
    ? 'pas de réponse'
    : `${score.score} bonne${score.score > 1 ? 's' : ''} réponse${score.score > 1 ? 's' : ''} sur ${score.total}`;

/**
 * The signed-in attendee's own QCM scores, before and after (decision 093): shown once the last
 * QCM is answered or closed; until then, said to come.
 */
export function MyQuizScores() {
  const { token } = useSession();
  const query = useQuery({
    queryKey: ['quiz', 'mine', token === null ? '' : accountKey(token)],
    queryFn: () => dataOf(getMyQuizResults(token ?? '')),
    enabled: token !== null,
  });
  const mine = query.data;
  if (token === null || mine === undefined || mine.answered.length === 0) return null;
  if (!mine.ready)
    return (
      <p className="quiz-scores">Vos scores avant et après la formation s’afficheront ici après le dernier QCM.</p>
    );
  return (
    <section className="card quiz-scores" aria-labelledby="quiz-scores-title">
      <h2 id="quiz-scores-title">Vos résultats aux QCM</h2>
      <dl>
        <dt>Avant la formation</dt>
        <dd>{said(mine.before)}</dd>
        <dt>Après la formation</dt>
        <dd>{said(mine.after)}</dd>
      </dl>
    </section>
  );
}
