import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { DownloadButton } from '../../../components/ui/download-button';
import { screenPath } from '../../attendance/public/half-day-words';
import type { HalfDayAtAGlance } from '../../attendance/public/use-half-days-at-a-glance';

interface Tool {
  to: string;
  label: string;
  /** What it is for, in a few words. */
  hint: string;
}

/** Where the team is managed: the "Équipe" section of the content's page (decision 085). */
const TEAM = SITE_ROUTES.content;

/** Every organisers' page, in the order of a day (decisions 064, 081, 085, 091–095). */
const TOOLS_BEFORE_SCREENS: Tool[] = [
  { to: SITE_ROUTES.content, label: 'Contenu du site', hint: 'Programme, textes, quiz : modifier puis publier' },
  { to: SITE_ROUTES.attendance, label: 'Émargement', hint: 'Ouvrir, clore et signer chaque demi-journée' },
];
const TOOLS_AFTER_SCREENS: Tool[] = [
  { to: SITE_ROUTES.wall, label: 'Mur de photos', hint: 'À ouvrir sur l’ordinateur du projecteur' },
  {
    to: SITE_ROUTES.questions,
    label: 'Questions et sondages',
    hint: 'Valider, épingler, lancer un sondage ; l’écran de la salle',
  },
  { to: SITE_ROUTES.reports, label: 'Signalements', hint: 'Photos signalées, et validation du mur' },
  { to: SITE_ROUTES.announcements, label: 'Annonces', hint: 'Un message sur tous les téléphones' },
  { to: SITE_ROUTES.figures, label: 'Chiffres du jour', hint: 'Comptes, photos, écrans, programmes' },
  { to: SITE_ROUTES.quizResults, label: 'Résultats des QCM', hint: 'Avant et après, par participant' },
  {
    to: SITE_ROUTES.satisfactionResults,
    label: 'Résultats du questionnaire de satisfaction',
    hint: 'Le taux, chaque question, le publier',
  },
  { to: TEAM, label: 'Équipe des organisateurs', hint: 'Ajouter ou retirer un organisateur, page Contenu' },
  {
    to: SITE_ROUTES.verification,
    label: 'Vérifier une attestation',
    hint: 'Le code d’une attestation ou d’une feuille',
  },
];

/**
 * "Vos outils": one tap to each organisers' page, the room's screen of each half-day, and every
 * participant's certificate as one zip.
 */
export function OrganisersTools({ token, halfDays }: { token: string; halfDays: HalfDayAtAGlance[] }) {
  const screens: Tool[] = halfDays.map(({ halfDay }) => ({
    to: screenPath(halfDay.id),
    label: `Écran de la salle : ${halfDay.label}`,
    hint: 'Le QR code d’émargement, sur le projecteur',
  }));
  return (
    <section className="card organisation__tools" aria-labelledby="organisation-outils">
      <h2 id="organisation-outils">Vos outils</h2>
      <ul className="tools">
        {[...TOOLS_BEFORE_SCREENS, ...screens, ...TOOLS_AFTER_SCREENS].map((tool) => (
          <li key={tool.label}>
            <Link className="tools__link" to={tool.to}>
              <span className="tools__label">{tool.label}</span>
              <span className="tools__hint">{tool.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="organisation__subtitle">Attestations</h3>
      <p className="organisation__meta">
        Les attestations de tous les participants, une par personne, en un fichier .zip.
      </p>
      <DownloadButton token={token} download="certificates" label="Télécharger toutes les attestations" />
    </section>
  );
}
