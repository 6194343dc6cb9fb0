import type { ContentVersionList } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { dataOf, failureOf, useInvalidateOnLiveEvents } from '../../lib/query-client';
import { getVersions } from './api/versions-api';
import { embeddedVersions, RenderedVersionsContext } from './rendered-versions';

const QUERY_KEY = ['content-versions'];

export type VersionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; offline: boolean; retry: () => void }
  | { status: 'ready'; versions: ContentVersionList };

/**
 * The published versions (decision 077: through the query client), asked again after each
 * publication announced by the live stream (`content-published`, decision 080) and after a
 * reconnection, so that the page shows a new version without a reload. The list the server
 * rendered the page with comes first (decision 107): its HTML is hydrated as it is, then asked again.
 */
export function useVersions(): VersionsState {
  const rendered = useContext(RenderedVersionsContext);
  const [initialData] = useState(() => rendered ?? embeddedVersions());
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataOf(getVersions()), initialData });
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
