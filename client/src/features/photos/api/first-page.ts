import type { PhotoPage } from '@congres/contracts';
import { createContext } from 'react';
import { embeddedJson, scriptJson } from '../../../lib/embedded-json';

/**
 * The gallery's first page, rendered into the `/vos-photos` document by the server (decision 040):
 * the thumbnails paint with the HTML, and the app hydrates them without asking the API first.
 * On the server the document is rendered inside `FirstPageContext`; in the browser the same
 * page is read from the JSON the server wrote beside `#root`, under this id.
 */
export const FIRST_PAGE_ELEMENT_ID = 'gallery-first-page';

/** The server's render of `/vos-photos`: the page the document holds (null: none, the loading state). */
export const FirstPageContext = createContext<PhotoPage | null>(null);

/**
 * The first page the document came with, or null (a document without one: `?page=2`, the
 * shell, the dev server). Read from the document each time: a later visit of the gallery in the
 * same tab shows it at once too, and the request that follows brings the list up to date.
 */
export function embeddedFirstPage(): PhotoPage | null {
  const page = embeddedJson(FIRST_PAGE_ELEMENT_ID);
  const isPage = typeof page === 'object' && page !== null && Array.isArray((page as PhotoPage).photos);
  return isPage ? (page as PhotoPage) : null;
}

/** Whether the document came with its first page (its presence only: nothing parsed). */
export function hasEmbeddedFirstPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAGE_ELEMENT_ID) !== null;
}

/** The page as the server writes it in the document. */
export function firstPageJson(page: PhotoPage): string {
  return scriptJson(page);
}
