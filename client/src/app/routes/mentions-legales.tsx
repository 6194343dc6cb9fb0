import { Page } from '../../components/ui/page';
import { LEGAL_NOTICE } from '../../content/legal';
import { LegalSections } from '../../features/legal/legal-sections';

export default function Route() {
  return (
    <Page title="Mentions légales">
      <LegalSections sections={LEGAL_NOTICE} />
    </Page>
  );
}
