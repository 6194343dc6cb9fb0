import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { ContentEditorPage } from '../../features/content-editor/components/content-editor-page';
import { TeamSection } from '../../features/team/components/team-section';
import { QueryProvider } from '../../lib/query-client';

/**
 * /contenu and its pages (decision 108): the organisers' content editor, the draft and its
 * publication (decision 081), and the team as its "Équipe" part (085).
 */
export default function Route() {
  return (
    <Page title="Contenu du site">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <ContentEditorPage token={token} team={<TeamSection token={token} />} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
