import { SITE_ROUTES, type Figures } from '@congres/contracts';
import { Link } from 'react-router';
import { formatParisTime } from '../../../lib/paris-time';
import { SLOW_REFRESH_MS, useFigures } from '../public/use-figures';
import { QuarterHourChart } from './quarter-hour-chart';
import { SlotInterest } from './slot-interest';
import './figures.css';

/** "Les chiffres du jour" for organisers (decision 064): live, counts only. */
export function FiguresPage({ token }: { token: string }) {
  const state = useFigures(token);
  if (state.status === 'loading') return <p role="status">Chargement des chiffres…</p>;
  if (state.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        {state.offline ? 'Pas de réseau : les chiffres s’afficheront dès le retour de la connexion.' : state.message}
      </p>
    );
  }
  const { figures, offline, refreshError } = state;
  const at = formatParisTime(Date.parse(figures.at));
  return (
    <div className="figures">
      <div aria-live="polite">
        {offline ? (
          <p className="alert alert--error">
            Hors ligne : ces chiffres sont ceux de {at}. Ils se mettront à jour au retour du réseau.
          </p>
        ) : refreshError !== null ? (
          <p className="alert alert--error">
            {refreshError} Les chiffres affichés sont ceux de {at}.
          </p>
        ) : null}
      </div>
      <p className="figures__meta">
        Mis à jour en direct (dernier relevé à {at}, heure de Bordeaux) : les photos et les annonces aussitôt, le reste
        toutes les {SLOW_REFRESH_MS / 1000} secondes.
      </p>
      <FigureTiles figures={figures} />
      <section className="card" aria-labelledby="figures-chart">
        <h2 id="figures-chart">Photos par quart d’heure</h2>
        <QuarterHourChart quarters={figures.quarterHours} />
      </section>
      <section className="card" aria-labelledby="figures-slots">
        <h2 id="figures-slots">Créneaux ajoutés aux programmes</h2>
        <p className="figures__meta">
          Le nombre de comptes qui ont ajouté chaque créneau à leur programme, pour prévoir la taille des salles (les
          choix gardés sur un téléphone sans compte ne sont pas comptés).
        </p>
        <SlotInterest stars={figures.stars} />
      </section>
    </div>
  );
}

function FigureTiles({ figures }: { figures: Figures }) {
  return (
    <dl className="figures__tiles">
      <div className="card figures__tile">
        <dt>Comptes</dt>
        <dd>{figures.accounts}</dd>
      </div>
      <div className="card figures__tile">
        <dt>Photos publiées</dt>
        <dd>{figures.photos}</dd>
      </div>
      <div className="card figures__tile">
        <dt>Signalements en attente</dt>
        <dd>
          {figures.openReports}
          {figures.openReports > 0 ? (
            <span className="figures__detail">
              sur {figures.reportedPhotos} photo{figures.reportedPhotos > 1 ? 's' : ''} ·{' '}
              <Link to={SITE_ROUTES.reports}>Voir les signalements</Link>
            </span>
          ) : null}
        </dd>
      </div>
      <div className="card figures__tile">
        <dt>Écrans connectés au mur</dt>
        <dd>{figures.screens}</dd>
      </div>
      <div className="card figures__tile">
        <dt>Annonces publiées</dt>
        <dd>
          {figures.announcements}
          <span className="figures__detail">
            <Link to={SITE_ROUTES.announcements}>Voir les annonces</Link>
          </span>
        </dd>
      </div>
    </dl>
  );
}
