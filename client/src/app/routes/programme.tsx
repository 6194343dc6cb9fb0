import { Page } from '../../components/ui/page';
import { PROGRAMME } from '../../content/programme';
import { ProgrammeList } from '../../features/programme/programme-list';

export default function Route() {
  return (
    <Page title="Programme">
      <p>Vendredi 23 mai 2025. Les horaires sont à l’heure de Bordeaux.</p>
      <ProgrammeList entries={PROGRAMME} />
    </Page>
  );
}
