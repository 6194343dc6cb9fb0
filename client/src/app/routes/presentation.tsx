import { Page } from '../../components/ui/page';
import { PresentationList } from '../../features/presentations/presentation-list';

// The placeholder is true before, during and after the day alike (no date in it): the page is
// prerendered from the seed, which has no slides, and says the same as the welcome page's
// "Retrouvez … les présentations" until organisers publish the first one (decision 084).
export default function Route() {
  return (
    <Page title="Présentation">
      <PresentationList />
    </Page>
  );
}
