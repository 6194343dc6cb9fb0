// The build's server entry (client/build/build.mjs bundles it with Vite for Node): it renders
// a route's page to HTML with the very components the browser hydrates (decision 020), and
// hands the build what else it needs from the same content (cache names, the calendars' paths).
// The server loads it too, to render /vos-photos with its first page (decision 040), and for
// the content's version 1 (`contentSeed`, decision 079).
import {
  DAY_CALENDAR_PATH,
  PROGRAMME_SLOT_IDS,
  SHELL_FILE,
  SITE_ROUTES,
  prerenderedFile,
  slotCalendarFile,
  type PhotoPage,
} from '@congres/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { FIRST_PAGE_ELEMENT_ID, FirstPageContext, firstPageJson } from './features/gallery/api/first-page';
import { ANNOUNCEMENTS_CACHE, GALLERY_PAGE_CACHE, PHOTO_CACHE, THUMBNAIL_CACHE } from './lib/offline-caches';

export { PRERENDERED_ROUTES, SCRIPT_FIRST_ROUTES, SHELL_FILE, prerenderedFile } from '@congres/contracts';
export { contentSeed } from './content/seed';

/** What the service worker shares with the app. */
export const OFFLINE_CACHES = {
  thumbnails: THUMBNAIL_CACHE,
  photos: PHOTO_CACHE,
  announcements: ANNOUNCEMENTS_CACHE,
  shellFile: SHELL_FILE,
  gallery: { route: SITE_ROUTES.photos, file: prerenderedFile(SITE_ROUTES.photos), cacheName: GALLERY_PAGE_CACHE },
  /** The calendars the pages link to, written by the server (decision 083): kept for offline use. */
  calendars: [DAY_CALENDAR_PATH, ...PROGRAMME_SLOT_IDS.map(slotCalendarFile)],
};

/**
 * The route the server renders with its first page, and its document's template, written by
 * the build beside this file: the prerendered document (head, stylesheet, module preloads)
 * with these markers where the server puts what it renders for the current list.
 */
export const GALLERY_ROUTE = SITE_ROUTES.photos;

/** See GALLERY_ROUTE. */
export const GALLERY_TEMPLATE = {
  file: 'vos-photos.template.html',
  head: '<!--gallery-head-->',
  root: '<!--gallery-root-->',
  data: '<!--gallery-data-->',
} as const;

/** The HTML of `#root` for `url`, its page's code loaded first so that nothing suspends. */
export async function render(url: string, firstPage: PhotoPage | null = null): Promise<string> {
  await preloadPage(url, { codeOnly: true });
  return renderToString(
    <StrictMode>
      <FirstPageContext.Provider value={firstPage}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </FirstPageContext.Provider>
    </StrictMode>,
  );
}

/**
 * React 19 writes a page's <title> and its image preloads first in the rendered string
 * (there is no <head> in what it renders): they belong in the document's head.
 */
export function splitHead(html: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * The /vos-photos document holding `page` (the newest photos), from the build's template:
 * rendered as an anonymous visitor (nothing here reads a session: the server has none to
 * give), and the same page as JSON after `#root`, which the browser's first render reads
 * (`embeddedFirstPage`), so that hydration finds exactly this HTML without asking the API.
 * `pathname` is the address asked for (`/vos-photos` or `/vos-photos/`): links resolve from it.
 */
export async function renderGalleryDocument(template: string, page: PhotoPage, pathname: string): Promise<string> {
  if (pathname.replace(/\/$/, '') !== GALLERY_ROUTE) throw new Error(`Not the gallery: ${pathname}`);
  const { head, body } = splitHead(await render(pathname, page));
  const data = `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${firstPageJson(page)}</script>`;
  return template
    .replace(GALLERY_TEMPLATE.head, () => head)
    .replace(GALLERY_TEMPLATE.root, () => body)
    .replace(GALLERY_TEMPLATE.data, () => data);
}
