import { SITE_ROUTES } from '@congres/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import '../components/satisfaction.css';

// Loaded once the page runs: the query library stays out of the information page's first code.
const PublishedFigure = lazy(() => import('./published-figure'));

/**
 * Below the quizzes of /quizz (decision 094): the way to the questionnaire, and the rate once the
 * organisers publish it ("Satisfaction : 92 % (120 réponses)"). The quizzes above are unchanged.
 */
export function SatisfactionEntry() {
  const hydrated = useHydrated();
  return (
    <section className="card satisfaction-entry" aria-labelledby="quizz-satisfaction">
      <h2 id="quizz-satisfaction">Votre avis sur la journée</h2>
      <p>Le questionnaire de satisfaction s’ouvre à la fin de la journée ; vos réponses sont anonymes.</p>
      <Link className="button" to={SITE_ROUTES.satisfaction}>
        Questionnaire de satisfaction
      </Link>
      <div aria-live="polite">
        {hydrated ? (
          <Suspense fallback={null}>
            <PublishedFigure />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
