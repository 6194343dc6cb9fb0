import { Page } from '../../components/ui/page';
import { SitemapList } from '../../features/sitemap/sitemap-list';

export default function Route() {
  return (
    <Page title="Plan du site">
      <SitemapList />
    </Page>
  );
}
