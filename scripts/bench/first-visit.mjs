// Section 13 of docs/benchmarks.md: the first visit of each page a visitor opens first
// (decisions 076 and 112). Lighthouse mobile on every information page, the gallery, the
// announcements and the programme's history, the service worker allowed (its first install
// happens during the visit), beside the same page with every script refused: the main-thread
// work of the page itself on this machine; and the JavaScript each page runs before it is
// interactive, from the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_PAGES } from '../../client/build/first-pages.mjs';
import { readViteManifest, staticClosure } from '../../client/build/precache-order.mjs';
import { audit, environmentOf } from './lighthouse.mjs';
import { root } from './processes.mjs';

/** The pages and the route module each runs (client/src/app/router.tsx). */

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

/** Every script the page asks for, refused: the page drawn from its HTML, styles and images alone. */
const NO_SCRIPTS = ['*.js', '*.mjs'];

/**
 * The page without its scripts is the yardstick only if it ran none and was still drawn; the
 * page with them only if they loaded. A run that is neither fails the bench: its ratio would
 * compare the wrong pages.
 */
function checkRuns(page, withScripts, withoutScripts) {
  for (const loaded of withoutScripts.loadedPerRun) {
    if (loaded.scripts > 0) throw new Error(`${page} without its scripts still loaded ${loaded.scripts} script(s)`);
    if (loaded.stylesheets === 0 || loaded.images === 0) {
      throw new Error(`${page} without its scripts loaded no stylesheet or no image: it was not drawn`);
    }
  }
  for (const loaded of withScripts.loadedPerRun) {
    if (loaded.scripts === 0) throw new Error(`${page} with its scripts loaded none`);
  }
}

/**
 * Every page (`/` alone in quick mode) with its scripts and without them, in the same
 * Chromium, interleaved (the page with, the page without, the next page with, …, round after
 * round), the service worker allowed (decision 112).
 */
export async function measureFirstVisit({ startServer, tempDir, seedPhotos, quick, runs, log }) {
  const server = await startServer(tempDir('congres-bench-first-visit-'));
  await seedPhotos(server, 24);
  const pages = quick ? ['/'] : Object.keys(FIRST_PAGES);
  const targets = pages.flatMap((page) => [
    { id: `${page} with`, url: `${server.url}${page}` },
    { id: `${page} without`, url: `${server.url}${page}`, blockedUrlPatterns: NO_SCRIPTS },
  ]);
  log(`Lighthouse on ${pages.length} page(s), each with its scripts then without them, ${runs} run(s) each`);
  const audits = await audit(targets, { runs });
  const keep = (l) => ({
    performance: l.performance,
    scores: l.scores,
    tbts: l.tbts,
    tbt: l.medianTbt,
    mainThreadTotals: l.mainThreadTotals,
    mainThread: l.medianMainThread,
  });
  return {
    environment: environmentOf(Object.values(audits)),
    pages: Object.fromEntries(
      pages.map((page) => {
        const withScripts = audits[`${page} with`];
        const withoutScripts = audits[`${page} without`];
        checkRuns(page, withScripts, withoutScripts);
        return [
          page,
          {
            withScripts: keep(withScripts),
            withoutScripts: keep(withoutScripts),
            ratio: withScripts.medianMainThread / withoutScripts.medianMainThread,
            scripts: scriptsBeforeInteractive(FIRST_PAGES[page]),
          },
        ];
      }),
    ),
  };
}
