import { useLocation } from 'react-router';

/** The query that asks a page to show the draft: `/repas?apercu=brouillon` (decision 090). */
const PREVIEW_PARAM = 'apercu';
const PREVIEW_VALUE = 'brouillon';

/** A page's address with the draft previewed on it. */
export const previewAddress = (route: string) => `${route}?${PREVIEW_PARAM}=${PREVIEW_VALUE}`;

/**
 * Whether this page was asked to show the draft. Read by every page's frame, so it holds no
 * more than this: the preview's code (and the query library) loads only when it is asked for.
 */
export function usePreviewRequested(): boolean {
  return new URLSearchParams(useLocation().search).get(PREVIEW_PARAM) === PREVIEW_VALUE;
}
