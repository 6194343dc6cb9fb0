// The congress itself. Values the spec does not give are marked as placeholders (the word in
// capitals, after the value); the organiser replaces them: `npm run build` lists them.
import venuePlan from './images/plan-institut.svg?no-inline';
import type { MapPicture, MapPoint } from './map-point';

/** The organisation's abbreviation. PLACEHOLDER: the spec names it only as "abbreviation". */
export const ORGANISATION_ABBREVIATION = 'APSB';

/** Shown in the header: the abbreviation plus the city (spec section 1). */
export const siteName = (abbreviation: string) => `${abbreviation} Bordeaux`;
export const SITE_NAME = siteName(ORGANISATION_ABBREVIATION);

/** The organisation's full name, used in the copyright line. PLACEHOLDER */
export const ORGANISATION_NAME = 'Association des professions de santé de Bordeaux'; // PLACEHOLDER

export interface CongressEvent {
  title: string;
  /** The day, as an ISO date (spec: Friday 23 May 2025). */
  dateIso: string;
  /** The date banner of the welcome page. */
  dateLabel: string;
  meetingTime: string;
  venue: { name: string; address: string; point: MapPoint; plan: MapPicture };
  intro: string[];
}

export const EVENT: CongressEvent = {
  title: 'Congrès des professions de santé', // PLACEHOLDER: the spec gives no title
  dateIso: '2025-05-23',
  dateLabel: 'vendredi 23 mai 2025',
  meetingTime: '8h',
  venue: {
    name: 'Institut des formations aux métiers de la santé', // PLACEHOLDER: spec says "a health-professions institute"
    address: '25 rue Francisco Ferrer, 33000 Bordeaux', // PLACEHOLDER
    point: { lat: 44.8268, lon: -0.6037 }, // PLACEHOLDER
    // PLACEHOLDER: a drawn plan; replace the file with the organiser's own (600 × 450).
    plan: {
      src: venuePlan,
      alt: 'Plan du quartier : le tram B s’arrête à Saint-Augustin, rue Francisco Ferrer ; l’institut est juste en face, de l’autre côté de la rue, à 3 minutes à pied. Les bus 39 et 77 s’arrêtent à Institut santé.',
      width: 600,
      height: 450,
    },
  },
  intro: [
    // PLACEHOLDER: the spec gives no intro text.
    'Bienvenue au congrès des professions de santé de Bordeaux ! Une journée pour partager nos pratiques, découvrir les travaux des équipes et nous retrouver entre collègues.',
    'Vous trouverez sur ce site le programme, les repas, les itinéraires pour venir, les quiz de la journée et la galerie où publier vos photos.',
  ],
};
