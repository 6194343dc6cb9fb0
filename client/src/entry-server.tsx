// The build's server entry (client/scripts/build.mjs bundles it with Vite for Node): it renders
// a route's page to HTML with the very components the browser hydrates (decision 020), and
// hands the build what else it writes from the same content (calendar files, cache names).
import { SHELL_FILE } from '@congres/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { PHOTO_CACHE, THUMBNAIL_CACHE } from './lib/offline-caches';

export { PRERENDERED_ROUTES, SCRIPT_FIRST_ROUTES, SHELL_FILE, prerenderedFile } from '@congres/contracts';
export { calendarFiles } from './lib/calendar';

/** What the service worker shares with the app. */
export const OFFLINE_CACHES = { thumbnails: THUMBNAIL_CACHE, photos: PHOTO_CACHE, shellFile: SHELL_FILE };

/** The HTML of `#root` for `url`, its page's code loaded first so that nothing suspends. */
export async function render(url: string): Promise<string> {
  await preloadPage(url, { codeOnly: true });
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
