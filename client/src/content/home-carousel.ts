// The two images of the welcome page's carousel (spec section 2): the poster and the programme.
import posterImage from './images/poster.svg?no-inline';
import programmeImage from './images/programme.svg?no-inline';

export interface CarouselImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const HOME_CAROUSEL: CarouselImage[] = [
  {
    src: posterImage,
    alt: 'Affiche du congrès des professions de santé, Bordeaux, vendredi 23 mai 2025, accueil dès 8h',
    width: 800,
    height: 1000,
  },
  {
    src: programmeImage,
    alt: 'Programme de la journée, de 8h (accueil et inscription) à 16h (présentation du congrès 2026), détaillé sur la page Programme',
    width: 800,
    height: 1000,
  },
];

/** The carousel's pace (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 5000;
