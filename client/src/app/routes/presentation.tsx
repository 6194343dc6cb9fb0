import { Page } from '../../components/ui/page';

// True before, during and after the day alike (no date in it): the page is prerendered once
// and says the same as the welcome page's "Retrouvez … les présentations" after the congress.
export default function Route() {
  return (
    <Page title="Présentation">
      <div className="card">
        <p>Les présentations des intervenants seront publiées ici dès que les organisateurs les mettront en ligne.</p>
        <p>Revenez sur cette page pour les consulter et les télécharger.</p>
      </div>
    </Page>
  );
}
