import type { LiveEventName } from '@congres/contracts';
import {
  onlineManager,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import type { ApiResult } from './api-result';
import { subscribeLiveEvent } from './event-stream';
import { decodeToken } from './session';
import { retryDelay } from './use-backoff-retry';

/** A call that did not give the screen its data: the French message to show, and the status (0: no answer). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A query's data from a callApi result, or its ApiError. A 401 has already signed out in
 * callApi (signOutRefusedSession: the one place, decision 032). No answer at all tells the
 * query library the page is offline, so that the browser's next `online` refetches (a page
 * loaded from the service worker offline never saw an `offline` event).
 */
export async function dataOf<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.data;
  if (result.status === 0) onlineManager.setOnline(false);
  throw new ApiError(result.message, result.status);
}

/** How many times a failed read is asked again by itself before the screen's "Réessayer". */
const MAX_RETRIES = 3;

/**
 * No answer (0) or the server's own failure (5xx) is asked again, after the site's backoff
 * (use-backoff-retry.ts); a refusal (401, 403, 404…) is an answer, never asked again.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : 0;
  return failures < MAX_RETRIES && (status === 0 || status >= 500);
}

/**
 * The site's query client (decision 077). `networkMode: 'always'`: a request is tried even when
 * the browser believes it is offline, so that the screen says "Pas de réponse du serveur" at
 * once rather than waiting silently. Reads are asked again when the network comes back and when
 * the visitor returns to the tab (the library's defaults, kept explicit).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: shouldRetry,
        // The library counts from 0, the site's schedule from the 1st failure.
        retryDelay: (failures) => retryDelay(failures + 1),
        refetchOnReconnect: true,
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The one client of the app: every screen shares its cache. */
export const queryClient = createQueryClient();

/**
 * Gives the screens below the app's client, unless one is given already (a test's own, with
 * retries off). The routes that load data wrap their page in it rather than the app root: the
 * library then stays out of the first visit's code of every page (decision 077).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Marks the query `queryKey` stale, and refetches it if shown, after each event `names` of the
 * live stream (decision 057): events close together (a batch of photos) make one request,
 * `delayMs` after the first. `immediate`: the stream opens once the page has loaded, not at its
 * first quiet moment (subscribeLiveEvent), for a screen that is nothing without it.
 */
export function useInvalidateOnLiveEvents(
  names: readonly LiveEventName[],
  queryKey: QueryKey,
  delayMs = 0,
  { immediate = false }: { immediate?: boolean } = {},
): void {
  const client = useQueryClient();
  // Compared by value: callers write their key and events inline.
  const key = JSON.stringify(queryKey);
  const events = names.join(' ');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const invalidate = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
      }, delayMs);
    };
    const stops = (events.split(' ') as LiveEventName[]).map((name) =>
      subscribeLiveEvent(name, invalidate, { immediate }),
    );
    return () => {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
    };
  }, [client, key, events, delayMs, immediate]);
}

/** The query key's part that tells accounts apart: the user a token names (never the token itself). */
export function accountKey(token: string): string {
  return decodeToken(token, 0)?.id ?? '';
}

/** What a screen shows of a query's failure: the last attempt's while it retries, else the query's; null once one succeeds. */
export function failureOf(query: { failureReason: Error | null; error: Error | null }): ApiError | null {
  const failure = query.failureReason ?? query.error;
  if (failure === null || failure instanceof ApiError) return failure;
  return new ApiError(failure.message, 0);
}
