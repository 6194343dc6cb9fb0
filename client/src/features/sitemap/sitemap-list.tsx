import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { ANNOUNCEMENTS_LINK, HOME_LINK, LEGAL_LINKS, LOGIN_LINK, NAV_LINKS } from '../../components/layout/nav-links';

/** What each publication changed in the programme (decision 083). */
const HISTORY_LINK = { to: SITE_ROUTES.programmeHistory, label: 'Historique du programme' };
/** Whether an attendance sheet's or a certificate's code is genuine (decision 095). */
const VERIFICATION_LINK = { to: SITE_ROUTES.verification, label: 'Vérifier une attestation' };

/**
 * Every public page: spec section 2's home, meals, itineraries, presentation, quizz, photos and
 * login, the organisers' announcements, the programme's history, the check of a certificate,
 * then the legal pages.
 */
const SITEMAP = [
  HOME_LINK,
  ...NAV_LINKS,
  LOGIN_LINK,
  ANNOUNCEMENTS_LINK,
  HISTORY_LINK,
  VERIFICATION_LINK,
  ...LEGAL_LINKS,
];

export function SitemapList() {
  return (
    <ul className="card sitemap-list">
      {SITEMAP.map((entry) => (
        <li key={entry.to}>
          <Link to={entry.to}>{entry.label}</Link>
        </li>
      ))}
    </ul>
  );
}
