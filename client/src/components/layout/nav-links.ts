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

/** Shown to a signed-in visitor: their account (with the name shown under their photos). */
export const ACCOUNT_LINK = { to: SITE_ROUTES.account, label: 'Mon compte' } as const;
/** Shown to organisers: their home, the day at a glance and every tool (decision 109). */
export const ORGANISATION_LINK = { to: SITE_ROUTES.organisation, label: 'Organisation' } as const;
/** The organisers' announcements (decision 062): linked from the banner, the footer and the site map. */
export const ANNOUNCEMENTS_LINK = { to: SITE_ROUTES.announcements, label: 'Annonces' } as const;
/** The legal pages, linked from the footer and the site map. */
export const LEGAL_LINKS = [
  { to: SITE_ROUTES.legalNotice, label: 'Mentions légales' },
  { to: SITE_ROUTES.privacy, label: 'Confidentialité' },
] as const;
/** The footer's links: the site map (nothing else linked it), the announcements, then the legal pages. */
export const FOOTER_LINKS = [
  { to: SITE_ROUTES.sitemap, label: 'Plan du site' },
  ANNOUNCEMENTS_LINK,
  ...LEGAL_LINKS,
] as const;
