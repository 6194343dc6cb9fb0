import type { ContentVersionList } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { dataOf, failureOf, useInvalidateOnLiveEvents } from '../../lib/query-client';
import { getVersions } from './api/versions-api';

const QUERY_KEY = ['content-versions'];

export type VersionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; offline: boolean; retry: () => void }
  | { status: 'ready'; versions: ContentVersionList };

/**
 * The published versions (decision 077: through the query client), asked again after each
 * publication announced by the live stream (`content-published`, decision 080) and after a
 * reconnection, so that the page shows a new version without a reload.
 */
export function useVersions(): VersionsState {
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataOf(getVersions()) });
  useInvalidateOnLiveEvents(['content-published', 'ready', 'reset'], QUERY_KEY);
  if (query.data !== undefined) return { status: 'ready', versions: query.data };
  const failure = failureOf(query);
  if (failure === null) return { status: 'loading' };
  return {
    status: 'error',
    message: failure.message,
    offline: failure.status === 0,
    retry: () => void query.refetch(),
  };
}
