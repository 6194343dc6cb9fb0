import { SITE_ROUTES } from '@congres/contracts';

/** The header's page links, with the exact labels and routes of spec section 2. */
export const NAV_LINKS = [
  { to: SITE_ROUTES.programme, label: 'Programme' },
  { to: SITE_ROUTES.repas, label: 'Repas' },
  { to: SITE_ROUTES.itineraire, label: 'Itinéraires' },
  { to: SITE_ROUTES.presentation, label: 'Présentation' },
  { to: SITE_ROUTES.quizz, label: 'Quizz' },
  { to: SITE_ROUTES.photos, label: 'Vos Photos' },
] as const;

export const HOME_LINK = { to: SITE_ROUTES.home, label: 'Accueil' } as const;
export const LOGIN_LINK = { to: SITE_ROUTES.login, label: 'Connexion' } as const;

/** The footer's links: the site map (nothing else linked it). */
export const FOOTER_LINKS = [{ to: SITE_ROUTES.sitemap, label: 'Plan du site' }] as const;
