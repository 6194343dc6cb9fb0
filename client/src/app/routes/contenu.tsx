import { OrganisersOnly } from '../../components/ui/organisers-only';
import { Page } from '../../components/ui/page';
import { ContentEditorPage } from '../../features/content-editor/components/content-editor-page';
import { QueryProvider } from '../../lib/query-client';

/** /contenu: the organisers' content editor, the draft and its publication (decision 081). */
export default function Route() {
  return (
    <Page title="Contenu du site">
      <OrganisersOnly>
        {(token) => (
          <QueryProvider>
            <ContentEditorPage token={token} />
          </QueryProvider>
        )}
      </OrganisersOnly>
    </Page>
  );
}
