import { CONTENT_PATH, type LiveEventName } from '@congres/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, serverMessageOr, type ApiResult } from '../../../lib/api-result';
import { dataOf, useInvalidateOnLiveEvents } from '../../../lib/query-client';

/** What the organisers' home reads of the published content. */
export interface PublishedVersion {
  version: number;
  /** ISO 8601, UTC. */
  publishedAt: string;
  /** When the satisfaction questionnaire opens (ISO 8601), or null when the content has none. */
  satisfactionOpensAt: string | null;
}

/** GET /api/content (anyone): the published version's number and date, and the questionnaire's opening. */
export async function getPublishedVersion(): Promise<ApiResult<PublishedVersion>> {
  const result = await callApi(
    CONTENT_PATH.replace(/^\/api/, ''),
    {},
    'PublishedContent',
    serverMessageOr('La version publiée n’a pas pu être lue : vérifiez votre connexion, puis réessayez.'),
  );
  if (!result.ok) return result;
  const { version, publishedAt, content } = result.data;
  return { ok: true, data: { version, publishedAt, satisfactionOpensAt: content.satisfaction?.opensAt ?? null } };
}

/** A publication (by any organiser, through any instance), or more missed than the server keeps. */
const CHANGING_EVENTS = ['content-published', 'reset'] as const satisfies readonly LiveEventName[];
const KEY = ['organisation', 'published-version'] as const;

/**
 * The published version as a query, read again at each publication. Not the pages' own store
 * (lib/published-content.ts): that one starts from the version the document was rendered with
 * and reads the server's at an idle moment, so this page, rendered from the empty shell, would
 * first say "version 1" for a few seconds. Here nothing is said until the server has answered.
 */
export function usePublishedVersion() {
  useInvalidateOnLiveEvents(CHANGING_EVENTS, KEY);
  return useQuery({ queryKey: KEY, queryFn: () => dataOf(getPublishedVersion()) });
}
