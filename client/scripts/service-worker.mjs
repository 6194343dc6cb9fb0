// Writes client/dist/sw.js with Workbox (decision 021), after the pages are prerendered, so
// that its precache lists them with the revision of their final content.
import path from 'node:path';
import { generateSW } from 'workbox-build';

/** `programme.html` is served and precached as `/programme`, `index.html` as `/`. */
const cleanUrl = (url) => (url === 'index.html' ? '/' : url.replace(/\.html$/, ''));

export async function writeServiceWorker({ dist, caches }) {
  const { count, size, warnings } = await generateSW({
    mode: 'production',
    globDirectory: dist,
    // Every file of the build: the app shell, its code and styles, the pages, the content
    // images, the icons and the calendar files. (The site uses the system's fonts: none to list.)
    globPatterns: ['**/*.{html,js,css,svg,png,webp,woff2,ics,webmanifest}'],
    globIgnores: ['sw.js'],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url.endsWith('.html') && entry.url !== caches.shellFile
            ? { ...entry, url: cleanUrl(entry.url) }
            : entry,
        ),
        warnings: [],
      }),
    ],
    swDest: path.join(dist, 'sw.js'),
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // A new version waits for the visitor's go-ahead (the update prompt), then takes over.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // The gallery's `?page=n` is the same document.
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^page$/],
    // Routes without a prerendered page (/reset-password/…, unknown paths) get the empty
    // shell; never the API, the photos or a file (the calendar, the manifest).
    navigateFallback: `/${caches.shellFile}`,
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//, /\.[a-z0-9]+$/i],
    // The API is never answered by the service worker: no route matches it, so every call
    // (the photo list included: the gallery keeps its last list itself) goes to the network.
    runtimeCaching: [
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
  return { count, size };
}
