import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSession } from '../../../lib/session';

// Loaded for a signed-in visitor only: the query library stays out of the first visit's code.
const SatisfactionReminder = lazy(() => import('./satisfaction-reminder'));

/** The banner's place for the questionnaire's reminder (decision 094): empty until the page runs. */
export function BannerReminder() {
  const hydrated = useHydrated();
  const { signedIn } = useSession();
  if (!hydrated || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SatisfactionReminder />
    </Suspense>
  );
}
