import { Link } from 'react-router';

/** Every public page (spec section 2: home, meals, itineraries, presentation, quizz, photos, login). */
const SITEMAP = [
  { to: '/', label: 'Accueil' },
  { to: '/programme', label: 'Programme' },
  { to: '/repas', label: 'Repas' },
  { to: '/itineraire', label: 'Itinéraires' },
  { to: '/presentation', label: 'Présentation' },
  { to: '/quizz', label: 'Quizz' },
  { to: '/vos-photos', label: 'Vos Photos' },
  { to: '/login', label: 'Connexion' },
] as const;

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
