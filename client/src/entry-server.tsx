// The build's server entry (client/build/build.mjs bundles it with Vite for Node): it renders
// a route's page to HTML with the very components the browser hydrates (decision 020), and
// hands the build what else it needs from the same content (cache names, the calendars' paths).
// The server loads it too, to render /vos-photos with its first page (decision 040), for the
// content's version 1 (`contentSeed`, decision 079), and to render every page again from a
// published version (`renderPageDocument`, decision 087).
import {
  DAY_CALENDAR_PATH,
  PRERENDERED_ROUTES,
  PROGRAMME_SLOT_IDS,
  SHELL_FILE,
  SITE_ROUTES,
  prerenderedFile,
  slotCalendarFile,
  type ContentVersionList,
  type PhotoPage,
} from '@congres/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { FIRST_PAGE_ELEMENT_ID, FirstPageContext, firstPageJson } from './features/photos/api/first-page';
import {
  RenderedVersionsContext,
  VERSIONS_ELEMENT_ID,
  versionsJson,
} from './features/programme-history/rendered-versions';
import {
  ANNOUNCEMENTS_CACHE,
  GALLERY_PAGE_CACHE,
  PAGES_CACHE,
  PHOTO_CACHE,
  THUMBNAIL_CACHE,
} from './lib/offline-caches';
import {
  PUBLISHED_CONTENT_ELEMENT_ID,
  RenderedContentContext,
  renderedContentJson,
  type RenderedContent,
} from './lib/published-content';
import { createQueryClient } from './lib/query-client';

export { PRERENDERED_ROUTES, SCRIPT_FIRST_ROUTES, SHELL_FILE, prerenderedFile } from '@congres/contracts';
export { contentSeed } from './content/seed';

/** What the service worker shares with the app. */
export const OFFLINE_CACHES = {
  thumbnails: THUMBNAIL_CACHE,
  photos: PHOTO_CACHE,
  announcements: ANNOUNCEMENTS_CACHE,
  shellFile: SHELL_FILE,
  gallery: { route: SITE_ROUTES.photos, file: prerenderedFile(SITE_ROUTES.photos), cacheName: GALLERY_PAGE_CACHE },
  /** The prerendered pages, which the server renders again from the published content (decision 087). */
  pages: PRERENDERED_ROUTES,
  pageFiles: Object.fromEntries(PRERENDERED_ROUTES.map((route) => [route, prerenderedFile(route)])),
  pagesCacheName: PAGES_CACHE,
  /** The calendars the pages link to, written by the server (decision 083): kept for offline use. */
  calendars: [DAY_CALENDAR_PATH, ...PROGRAMME_SLOT_IDS.map(slotCalendarFile)],
};

/**
 * The document of each prerendered route with what the server fills in left as markers (the
 * build writes them beside this file, never served nor precached): the prerendered document
 * (head, stylesheet, module preloads) with the page's head and `#root` to render, and a place
 * right after `#root` for the JSON the browser's first render reads (decision 087).
 */
export const PAGE_TEMPLATE = {
  head: '<!--page-head-->',
  root: '<!--page-root-->',
  data: '<!--page-data-->',
} as const;

/** Where the build writes the template of `route`, in this folder. */
export function pageTemplateFile(route: string): string {
  return `page-templates/${prerenderedFile(route)}`;
}

/** The route the server renders with its first page (decision 040). */
export const GALLERY_ROUTE = SITE_ROUTES.photos;

/** The gallery's template: the page template of its route. */
export const GALLERY_TEMPLATE = { file: pageTemplateFile(GALLERY_ROUTE), ...PAGE_TEMPLATE } as const;

/**
 * The HTML of `#root` for `url`, its page's code loaded first so that nothing suspends; from
 * `published` when given (a version the server renders with), else from the seed; the history
 * with `versions` (decision 107). A query client of its own each time: the app's one would keep
 * one render's data for the next.
 */
export async function render(
  url: string,
  firstPage: PhotoPage | null = null,
  published: RenderedContent | null = null,
  versions: ContentVersionList | null = null,
): Promise<string> {
  await preloadPage(url, { codeOnly: true });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RenderedContentContext.Provider value={published && { ...published, live: false }}>
          <FirstPageContext.Provider value={firstPage}>
            <RenderedVersionsContext.Provider value={versions}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </RenderedVersionsContext.Provider>
          </FirstPageContext.Provider>
        </RenderedContentContext.Provider>
      </QueryClientProvider>
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
 * `pathname`'s document from its template, rendered as an anonymous visitor (nothing here reads
 * a session: the server has none to give), followed by the JSON the browser's first render
 * reads, so that hydration finds exactly this HTML without asking the API: the gallery's first
 * page, the published version when the document is rendered from one, the history's versions.
 */
async function renderDocument(
  template: string,
  pathname: string,
  firstPage: PhotoPage | null,
  published: RenderedContent | null,
  versions: ContentVersionList | null = null,
): Promise<string> {
  const { head, body } = splitHead(await render(pathname, firstPage, published, versions));
  const data =
    (firstPage
      ? `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${firstPageJson(firstPage)}</script>`
      : '') +
    (published
      ? `<script type="application/json" id="${PUBLISHED_CONTENT_ELEMENT_ID}">${renderedContentJson(published)}</script>`
      : '') +
    (versions ? `<script type="application/json" id="${VERSIONS_ELEMENT_ID}">${versionsJson(versions)}</script>` : '');
  return template
    .replace(PAGE_TEMPLATE.head, () => head)
    .replace(PAGE_TEMPLATE.root, () => body)
    .replace(PAGE_TEMPLATE.data, () => data);
}

/**
 * The /vos-photos document holding `page` (the newest photos), from the build's template, and
 * rendered from `published` when given (decision 087). `pathname` is the address asked for
 * (`/vos-photos` or `/vos-photos/`): links resolve from it.
 */
export async function renderGalleryDocument(
  template: string,
  page: PhotoPage,
  pathname: string,
  published: RenderedContent | null = null,
): Promise<string> {
  if (pathname.replace(/\/$/, '') !== GALLERY_ROUTE) throw new Error(`Not the gallery: ${pathname}`);
  return renderDocument(template, pathname, page, published);
}

/**
 * The document of a prerendered route (but the gallery, rendered with its photos above) from
 * `published`, a version the organisers published (decision 087; null: the seed, for the history
 * only): the same HTML as the build's prerendered page would be with that content, and the
 * version as JSON for the browser's store. The history is rendered with `versions`, the list of
 * every version (decision 107).
 */
export async function renderPageDocument(
  template: string,
  route: string,
  published: RenderedContent | null,
  versions: ContentVersionList | null = null,
): Promise<string> {
  if (!PRERENDERED_ROUTES.includes(route) || route === GALLERY_ROUTE) throw new Error(`Not a page: ${route}`);
  const html = await renderDocument(template, route, null, published, versions);
  if (!/<h1[\s>]/.test(html)) throw new Error(`The page of ${route} rendered no <h1>`);
  return html;
}
