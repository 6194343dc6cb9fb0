import { Page } from '../../components/ui/page';
import { PRIVACY_POLICY } from '../../content/legal';
import { LegalSections } from '../../features/legal/legal-sections';

export default function Route() {
  return (
    <Page title="Confidentialité">
      <LegalSections sections={PRIVACY_POLICY} />
    </Page>
  );
}
