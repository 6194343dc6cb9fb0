import type { ContentVersionList } from '@congres/contracts';
import { createContext } from 'react';
import { embeddedJson, scriptJson } from '../../lib/embedded-json';

/**
 * The versions' list the server renders `/programme/historique` with (decision 107), as the
 * gallery's first page (decision 040): the page is complete HTML before any script, and the app
 * hydrates it without asking the API first. On the server the document is rendered inside
 * `RenderedVersionsContext`; in the browser the same list is read from the JSON the server wrote
 * beside `#root`, under this id.
 */
export const VERSIONS_ELEMENT_ID = 'content-versions';

/** The server's render of the history: the list it holds (null: none, the loading state). */
export const RenderedVersionsContext = createContext<ContentVersionList | null>(null);

/**
 * The list the document came with, or undefined (another page's document, the dev server): what
 * the history shows first, before the request that brings it up to date.
 */
export function embeddedVersions(): ContentVersionList | undefined {
  const list = embeddedJson(VERSIONS_ELEMENT_ID);
  return Array.isArray(list) ? (list as ContentVersionList) : undefined;
}

/** The list as the server writes it in the document. */
export function versionsJson(list: ContentVersionList): string {
  return scriptJson(list);
}
