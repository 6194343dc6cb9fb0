import { Page } from '../../components/ui/page';
import { LegalSections } from '../../features/legal/legal-sections';

export default function Route() {
  return (
    <Page title="Confidentialité">
      <LegalSections part="privacy" />
    </Page>
  );
}
