import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';
import { useAfterIdle } from './use-after-idle';

// Loaded for a signed-in visitor only: the query library stays out of the first visit's code.
const SatisfactionReminder = lazy(() => import('./satisfaction-reminder'));

/** The banner's place for the questionnaire's reminder (decision 094): empty until the page is idle. */
export function BannerReminder() {
  const idle = useAfterIdle();
  const { signedIn } = useSession();
  if (!idle || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SatisfactionReminder />
    </Suspense>
  );
}
