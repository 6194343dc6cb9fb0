// Section 13 of docs/benchmarks.md: the first visit of each page a visitor opens first
// (decision 076). Lighthouse mobile on every information page, the gallery and the
// announcements, with the service worker allowed (its first install happens during the visit)
// and blocked; and the JavaScript each page runs before it is interactive, from the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readViteManifest, staticClosure } from '../../client/build/precache-order.mjs';
import { audit } from './lighthouse.mjs';
import { root } from './processes.mjs';

/** The pages and the route module each runs (client/src/app/router.tsx). */
const PAGES = {
  '/': 'home',
  '/programme': 'programme',
  '/repas': 'repas',
  '/itineraire': 'itineraire',
  '/presentation': 'presentation',
  '/quizz': 'quizz',
  '/sitemap': 'sitemap',
  '/mentions-legales': 'mentions-legales',
  '/confidentialite': 'confidentialite',
  '/vos-photos': 'vos-photos',
  '/annonces': 'annonces',
};

/** Brotli bytes of the scripts a page runs before it is interactive: the app, then its page. */
function scriptsBeforeInteractive(route) {
  const dist = path.join(root, 'client/dist');
  const files = staticClosure(readViteManifest(dist), ['index.html', 'src/main.tsx', `src/app/routes/${route}.tsx`]);
  const bytes = [...files].reduce(
    (sum, file) => sum + zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file))).length,
    0,
  );
  return { files: files.size, brotliBytes: bytes };
}

/** Measures every page (one in quick mode), service worker allowed then blocked. */
export async function measureFirstVisit({ startServer, tempDir, seedPhotos, quick, runs, log }) {
  const server = await startServer(tempDir('congres-bench-first-visit-'));
  await seedPhotos(server, 24);
  const pages = quick ? ['/'] : Object.keys(PAGES);
  const urls = pages.map((page) => `${server.url}${page}`);
  log(`Lighthouse on ${pages.length} pages, the service worker allowed, ${runs} run(s) each`);
  const allowed = await audit(urls, { runs });
  log('the same, the service worker blocked');
  const blocked = await audit(urls, { runs, blockedUrlPatterns: ['*/sw.js'] });
  const keep = (l) => ({ performance: l.performance, scores: l.scores, tbt: l.tbt, mainThread: l.mainThread });
  return Object.fromEntries(
    pages.map((page, i) => [
      page,
      {
        allowed: keep(allowed[urls[i]]),
        blocked: keep(blocked[urls[i]]),
        scripts: scriptsBeforeInteractive(PAGES[page]),
      },
    ]),
  );
}
