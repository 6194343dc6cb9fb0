import { Link } from 'react-router';
import { Page } from '../../components/ui/page';

export default function Route() {
  return (
    <Page title="Page introuvable">
      <p>Cette page n’existe pas ou a été déplacée.</p>
      <p>
        <Link to="/" className="button">
          Retour à l’accueil
        </Link>
      </p>
    </Page>
  );
}
