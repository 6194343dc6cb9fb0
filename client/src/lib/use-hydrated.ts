import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders on the server (the build's prerender) or hydrates the HTML it
 * rendered, true once the page runs in the browser: what depends on the visitor's clock or
 * device waits for it, so that hydration finds exactly the HTML the build wrote (decision 020).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
