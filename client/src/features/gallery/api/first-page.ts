import type { PhotoPage } from '@congres/contracts';
import { createContext } from 'react';

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
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(FIRST_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as PhotoPage;
    return Array.isArray(page.photos) ? page : null;
  } catch {
    return null;
  }
}

/** Whether the document came with its first page (its presence only: nothing parsed). */
export function hasEmbeddedFirstPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAGE_ELEMENT_ID) !== null;
}

/** Server-written JSON inside a <script>: `<` escaped, so that no value can close the element. */
export function firstPageJson(page: PhotoPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}
