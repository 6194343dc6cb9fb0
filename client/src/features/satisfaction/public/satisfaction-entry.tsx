import { SITE_ROUTES } from '@congres/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatParisDateTime } from '../../../lib/paris-time';
import { useContent } from '../../../lib/published-content';
import { useAfterIdle } from './use-after-idle';
import '../components/satisfaction.css';

// Loaded once the page is idle: the query library stays out of the information page's first code.
const PublishedFigure = lazy(() => import('./published-figure'));

/**
 * Below the quizzes of /quizz (decision 094): the way to the questionnaire, and the rate once the
 * organisers publish it ("Satisfaction : 92 % (120 réponses)"). The quizzes above are unchanged.
 */
export function SatisfactionEntry() {
  const idle = useAfterIdle();
  // The published questionnaire's opening (Bordeaux time: the same in the HTML and the browser).
  const opensAt = useContent().satisfaction?.opensAt;
  return (
    <section className="card satisfaction-entry" aria-labelledby="quizz-satisfaction">
      <h2 id="quizz-satisfaction">Votre avis sur la journée</h2>
      <p>
        {opensAt === undefined
          ? 'Le questionnaire de satisfaction ouvre à la fin de la journée.'
          : `Ouverture du questionnaire de satisfaction : le ${formatParisDateTime(opensAt)} (heure de Bordeaux).`}{' '}
        Pour les participants qui ont signé la feuille de présence : une réponse par personne, anonyme.
      </p>
      <Link className="button" to={SITE_ROUTES.satisfaction}>
        Questionnaire de satisfaction
      </Link>
      <div aria-live="polite">
        {idle ? (
          <Suspense fallback={null}>
            <PublishedFigure />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
