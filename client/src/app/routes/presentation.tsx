import { Page } from '../../components/ui/page';

export default function Route() {
  return (
    <Page title="Présentation">
      <div className="card">
        <p>Les présentations des intervenants seront publiées ici après le congrès.</p>
        <p>Revenez sur cette page dans les jours qui suivent le vendredi 23 mai 2025.</p>
      </div>
    </Page>
  );
}
