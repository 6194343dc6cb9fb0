import { SITE_ROUTES, hasOwnForm, quizId } from '@congres/contracts';
import { lazy, Suspense } from 'react';
import { QUIZ_CHECK_INTERVAL_MS } from '../../content/quizzes';
import { dayStatus } from '../../lib/congress-day';
import { useNow } from '../../lib/use-now';
import { useContent, useSlots } from '../../lib/published-content';
import { useSession } from '../../lib/session';
import { formatOpening, formatOpenSince, isQuizClosed, isQuizOpen } from './quiz-availability';
import './quiz.css';

// Signed in only: the scores and the organisers' link load with their own code (TanStack Query
// stays out of the information page's first visit, decision 077).
const SignedInQuizzes = lazy(() => import('./components/signed-in-quizzes'));

/**
 * The three quizzes, each with its opening time in Bordeaux time: a link to its form once
 * open, a disabled grey button before. The page's HTML (and a visitor without scripts) shows
 * them locked; the live state comes with the first render in the browser. Once the congress is
 * over (as the welcome page says it), the line above them says so; the forms stay linked.
 */
export function QuizList() {
  const now = useNow(QUIZ_CHECK_INTERVAL_MS);
  // The quizzes as organisers last published them (decision 082): labels, links and times.
  const content = useContent();
  const slots = useSlots();
  const over = now !== null && dayStatus(now, slots, content.event.dateIso).phase === 'after';
  const { signedIn } = useSession();
  return (
    <>
      <p>
        {over
          ? 'Le congrès est terminé : merci de votre venue ! Les quiz de la journée restent accessibles ci-dessous.'
          : 'Trois quiz rythment la journée. Chacun s’ouvre à son heure (heure de Bordeaux) : revenez sur cette page, elle se met à jour toute seule.'}
      </p>
      <ul className="quiz-list">
        {content.quizzes.map((quiz, index) => {
          // When open, since when (an open quiz needs the visitor's clock: never in the HTML).
          const openSince = now !== null && isQuizOpen(quiz, now) ? formatOpenSince(quiz, now) : null;
          const closed = now !== null && isQuizClosed(quiz, now);
          const hintId = `quiz-hint-${index}`;
          // A QCM written in the site opens its own form (decision 093), in a new tab as the links do.
          const own = hasOwnForm(quiz);
          const href = own ? SITE_ROUTES.quizForm.replace(':id', quizId(quiz, index)) : quiz.link;
          return (
            <li key={quiz.label} className="card quiz-list__item">
              {openSince !== null ? (
                <>
                  <a className="button quiz-list__button" href={href} target="_blank" rel="noopener noreferrer">
                    {quiz.label}
                    <span className="visually-hidden"> (nouvel onglet)</span>
                  </a>
                  <p className="quiz-list__hint quiz-list__hint--open">
                    {openSince} : {own ? 'le QCM' : 'le formulaire'} s’ouvre dans un nouvel onglet.
                  </p>
                </>
              ) : (
                <>
                  <button type="button" className="button quiz-list__button" disabled aria-describedby={hintId}>
                    {quiz.label}
                  </button>
                  <p id={hintId} className="quiz-list__hint">
                    {closed ? 'Fermé : ce QCM ne prend plus de réponses.' : formatOpening(quiz)}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInQuizzes />
        </Suspense>
      ) : null}
      <noscript>
        <p className="quiz-list__noscript">
          Chaque quiz s’ouvre ici à son heure lorsque JavaScript est activé dans votre navigateur.
        </p>
      </noscript>
    </>
  );
}
