// Writes client/dist/sw.js with Workbox (decision 021), after the pages are prerendered, so
// that its precache lists them with the revision of their final content.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';
import { precachePlan } from './precache-order.mjs';

/**
 * `programme.html` is served as `/programme`, `index.html` as `/`; precached as
 * `/programme?precache`: the server renders the pages again from each published version
 * (decision 087), so a navigation goes to the route below, network first, and the precached
 * copy of the build is only its last fallback. (Under the page's own URL, Workbox's precache
 * would answer it first, with the build's seed, until the next deployment.)
 */
const precachedPage = (url) => `/${url === 'index.html' ? '' : url.replace(/\.html$/, '')}?precache`;

/**
 * A plugin of the gallery's route, run in the worker (Workbox writes its source into sw.js, so
 * it uses nothing from here): a rendered document is kept only when every file of the build it
 * names is in Cache Storage. A deployment's new document, fetched by the worker of the version
 * before, names files that worker never precached; kept, it would be served offline without
 * its script and stylesheet. (No quote nor double slash in it: Workbox strips comments.)
 */
const keepWhenItsFilesAreHere = {
  cacheWillUpdate: async ({ response }) => {
    const text = await response.clone().text();
    const files = [...new Set(text.match(/\/assets\/[\w.-]+/g) ?? [])];
    const found = await Promise.all(files.map((file) => globalThis.caches.match(file)));
    return found.every(Boolean) ? response : null;
  },
};

/**
 * A plugin of the pages' routes (decision 087), run in the worker like the one above: a document
 * is used only when it is of this worker's deployment (`pageOfThisDeployment`, in sw-later.js,
 * which knows the build's files; Workbox copies each function alone). Fetched after a new deployment, it would be that
 * deployment's page under this worker (until the visitor says "Mettre à jour"): then the network
 * counts as failed, and the kept or precached document of this deployment is served instead.
 * The same holds for what is kept, and for a kept copy from a deployment before.
 */
const ofThisDeployment = {
  fetchDidSucceed: async ({ response }) => {
    if (!response.ok || (await globalThis.pageOfThisDeployment(response))) return response;
    throw new Error('A page of another deployment');
  },
  cacheWillUpdate: async ({ response }) => ((await globalThis.pageOfThisDeployment(response)) ? response : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && (await globalThis.pageOfThisDeployment(cachedResponse)) ? cachedResponse : null,
};

/** The upload queue's part of the worker (share target, Background Sync), built by build.mjs. */
export const QUEUE_WORKER_FILE = 'sw-queue.js';

/** The worker's part that keeps the files precached later (decision 076), written by the build. */
const LATER_WORKER_FILE = 'sw-later.js';
const LATER_CACHE_PREFIX = 'congres-later-';

/**
 * Writes sw-later.js: on the page's WARM_LATER message (sent when it is idle), the worker
 * fetches, one at a time, the files of `urls` its cache does not hold yet; and it answers them
 * from that cache, keeping those it had to fetch. A new deployment names a new cache (its
 * files' revision) and drops the others of the kind at activation. The calendars change with
 * each publication, not each deployment (decision 083): the network's copy first, the kept one
 * offline.
 */
function writeLaterWorker(dist, entries) {
  const urls = entries.map((entry) => `/${entry.url}`);
  const revision = createHash('sha256')
    .update(JSON.stringify(entries.map((entry) => [entry.url, entry.revision])))
    .digest('hex')
    .slice(0, 12);
  const source = `// Written by client/build/service-worker.mjs (decision 076).
const LATER_CACHE = ${JSON.stringify(`${LATER_CACHE_PREFIX}${revision}`)};
const LATER_URLS = new Set(${JSON.stringify(urls)});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names
    .filter((name) => name.startsWith(${JSON.stringify(LATER_CACHE_PREFIX)}) && name !== LATER_CACHE)
    .map((name) => caches.delete(name)))));
});
async function keptOrFetched(cache, url) {
  const kept = await cache.match(url);
  if (kept) return kept;
  const response = await fetch(url);
  if (response.ok) await cache.put(url, response.clone());
  return response;
}
async function fetchedOrKept(cache, url) {
  try {
    const response = await fetch(url);
    if (response.ok) await cache.put(url, response.clone());
    return response.ok ? response : (await cache.match(url)) || response;
  } catch (error) {
    const kept = await cache.match(url);
    if (kept) return kept;
    throw error;
  }
}
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !LATER_URLS.has(url.pathname)) return;
  const answer = url.pathname.endsWith('.ics') ? fetchedOrKept : keptOrFetched;
  event.respondWith(caches.open(LATER_CACHE).then((cache) => answer(cache, url.pathname)));
});
async function warmLater() {
  const cache = await caches.open(LATER_CACHE);
  // One at a time: the visitor's own requests keep the bandwidth. Offline, the next idle page asks again.
  for (const url of LATER_URLS) {
    const response = await keptOrFetched(cache, url).catch(() => undefined);
    if (!response || !response.ok) return;
  }
}
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'WARM_LATER') event.waitUntil(warmLater());
});
// Whether a page's document is of this worker's deployment (decision 087): the scripts and the
// stylesheet it names are this build's. (Not "in Cache Storage": a new worker waiting to take
// over has already put the next deployment's files there.) Used by the pages' routes.
const DEPLOYMENT_FILES = new Set(${JSON.stringify(deploymentFiles(dist))});
self.pageOfThisDeployment = async (response) => {
  const text = await response.clone().text();
  const pattern = /(?:src="(\\/assets\\/[\\w.-]+\\.js)"|href="(\\/assets\\/[\\w.-]+\\.css)")/g;
  return [...text.matchAll(pattern)].every((match) => DEPLOYMENT_FILES.has(match[1] || match[2]));
};
`;
  fs.writeFileSync(path.join(dist, LATER_WORKER_FILE), source);
  return urls.length;
}

/** The build's scripts and stylesheets, by their address: what its documents name. */
function deploymentFiles(dist) {
  return fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `/assets/${name}`);
}

/** The pattern of `route` in a navigation's address, with any query. */
const escaped = (route) => route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The address of `route` (a trailing slash tolerated), with any query, from the start of the URL. */
const routeAddress = (route) =>
  new RegExp(`^https?:\\/\\/[^/]+${route === '/' ? '' : escaped(route)}\\/?(?:\\?[^#]*)?(?:#.*)?$`);

/** `route`'s path in a navigation (Workbox tests the path and query), for the shell's denylist. */
const routePath = (route) => new RegExp(`^${route === '/' ? '' : escaped(route)}\\/?(\\?|$)`);

export async function writeServiceWorker({ dist, caches }) {
  // The documents the server renders from the published content (decision 087): every page of
  // the build but the shell and the gallery (which has its own route below).
  const pages = caches.pages.filter((route) => route !== caches.gallery.route);
  // The gallery's prerendered document (its loading state), what its network-first route falls
  // back to: listed with a query, or Workbox would answer /vos-photos with vos-photos.html
  // itself (its clean-URL guess, which generateSW cannot turn off) before the route is asked.
  const galleryFallback = `/${caches.gallery.file}?precache`;
  const rank = precachePlan(dist);
  let later = [];
  const { count, size, warnings } = await generateSW({
    mode: 'production',
    globDirectory: dist,
    // Every file of the build: the app shell, its code and styles, the pages, the content
    // images and the icons. (The site uses the system's fonts: none to list.)
    globPatterns: ['**/*.{html,js,css,svg,png,webp,woff2,webmanifest}'],
    // The HEIC decoder (3 MB) reaches only those who choose a HEIC photo, online (decision 054).
    globIgnores: ['sw.js', QUEUE_WORKER_FILE, LATER_WORKER_FILE, 'assets/heic-to-*.js'],
    // Loaded first: its fetch listener takes the share target's POST before Workbox's routes.
    importScripts: [`/${QUEUE_WORKER_FILE}`, `/${LATER_WORKER_FILE}`],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      // The install's order and what waits (precache-order.mjs), decided on the build's names.
      async (entries) => {
        const ranked = entries.map((entry) => ({ entry, rank: rank(entry.url) }));
        later = ranked.filter(({ rank }) => rank === 'later').map(({ entry }) => entry);
        const now = ranked.filter(({ rank }) => rank !== 'later').sort((a, b) => a.rank - b.rank);
        return {
          manifest: now.map(({ entry }) => {
            if (entry.url === caches.gallery.file) return { ...entry, url: galleryFallback.slice(1) };
            return entry.url.endsWith('.html') && entry.url !== caches.shellFile
              ? { ...entry, url: precachedPage(entry.url) }
              : entry;
          }),
          warnings: [],
        };
      },
    ],
    swDest: path.join(dist, 'sw.js'),
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // A new version waits for the visitor's go-ahead (the update prompt), then takes over.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/],
    // Routes without a prerendered page (/reset-password/…, unknown paths) get the empty
    // shell; never the API, the photos or a file (the calendar, the manifest).
    navigateFallback: `/${caches.shellFile}`,
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/uploads\//,
      /\.[a-z0-9]+$/i,
      ...[...pages, caches.gallery.route].map(routePath),
    ],
    // The API is never answered by the service worker but for the announcements' list below:
    // every other call (the photo list included: the gallery keeps its last list itself) goes to
    // the network.
    runtimeCaching: [
      // The announcements (decision 062), the one API answer kept: the newest list while there is
      // a network, else the last one received, so that /annonces and the banner read offline.
      {
        // From the start of the address: Workbox matches a cross-origin API (API_BASE_URL) no other way.
        urlPattern: /^https?:\/\/[^/]+\/api\/announcements(\?|$)/,
        handler: 'NetworkFirst',
        options: {
          cacheName: caches.announcements,
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 1 },
          cacheableResponse: { statuses: [200] },
        },
      },
      // The gallery's document holds the newest photos (decision 040): from the network while
      // there is one, else the last one received for that address, else the prerendered one
      // (its script shows the list the gallery kept). Past 3 s without an answer (the venue's
      // saturated wifi) the kept one is shown at once, and the answer still updates the cache.
      {
        urlPattern: routeAddress(caches.gallery.route),
        handler: 'NetworkFirst',
        options: {
          cacheName: caches.gallery.cacheName,
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 10 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: galleryFallback },
          plugins: [keepWhenItsFilesAreHere],
        },
      },
      // Each page the server renders from the published content (decision 087): the last one
      // received at once (a repeat visit on the venue's wifi waits for nothing; the page's script
      // then shows the newest content, decision 082), while the network's answer replaces it for
      // the next visit; the build's when none was kept yet and the network fails.
      ...pages.map((route) => ({
        urlPattern: routeAddress(route),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: caches.pagesCacheName,
          expiration: { maxEntries: 30 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: precachedPage(caches.pageFiles[route]) },
          plugins: [ofThisDeployment],
        },
      })),
      {
        // Any thumbnail file: the WebP and the AVIF alike (decision 041), whichever the grid chose.
        urlPattern: /\/uploads\/photos\/thumbs\/[^/]+$/,
        handler: 'CacheFirst',
        options: {
          cacheName: caches.thumbnails,
          expiration: { maxEntries: 400 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The photos the lightbox showed: the lighter WebP copy, or the JPEG when there is none.
        urlPattern: /\/uploads\/photos\/[^/]+$/,
        handler: 'CacheFirst',
        options: {
          cacheName: caches.photos,
          expiration: { maxEntries: 30 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
  for (const warning of warnings) process.stderr.write(`workbox: ${warning}\n`);
  // The calendars the server writes (decision 083): no revision, they follow the published content.
  const calendars = caches.calendars.map((url) => ({ url: url.slice(1), revision: null }));
  return { count, size, later: writeLaterWorker(dist, [...later, ...calendars]) };
}
