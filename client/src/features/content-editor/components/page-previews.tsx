import { SITE_ROUTES } from '@congres/contracts';
import { Link } from 'react-router';
import { previewAddress } from '../preview-request';

/** The pages whose content the editor changes, each openable with the draft (decision 090). */
const PAGES: readonly (readonly [string, string])[] = [
  [SITE_ROUTES.home, 'Accueil'],
  [SITE_ROUTES.programme, 'Programme'],
  [SITE_ROUTES.repas, 'Repas'],
  [SITE_ROUTES.itineraire, 'Itinéraires'],
  [SITE_ROUTES.presentation, 'Présentation'],
  [SITE_ROUTES.quizz, 'Quizz'],
  [SITE_ROUTES.legalNotice, 'Mentions légales'],
  [SITE_ROUTES.privacy, 'Confidentialité'],
];

/** Links to each page as it will look once the draft is published, what this tab typed included. */
export function PagePreviews() {
  return (
    <>
      <p className="field__hint">
        Chaque page avec le brouillon, telle que les visiteurs la verront après « Publier » (ce que vous avez saisi ici
        compris, même non enregistré) :
      </p>
      <ul className="content-editor__previews">
        {PAGES.map(([route, label]) => (
          <li key={route}>
            <Link to={previewAddress(route)}>Aperçu : {label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
