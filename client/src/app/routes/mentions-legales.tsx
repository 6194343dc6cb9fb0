import { Page } from '../../components/ui/page';
import { LegalSections } from '../../features/legal/legal-sections';

export default function Route() {
  return (
    <Page title="Mentions légales">
      <LegalSections part="notice" />
    </Page>
  );
}
