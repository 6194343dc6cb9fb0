// What the service worker precaches at its install, in what order, and what it leaves for
// later (decision 076). The install caches one file at a time, in the manifest's order: the
// shell and the pages first, then the code that shows them, then the gallery's and the upload
// queue's, then pictures. What only works online anyway (the account forms, the organisers'
// screens, the projector's wall) are not in the install, nor the calendars (the server writes
// them, decision 083; service-worker.mjs adds them to the later list): the page warms them once
// the worker has taken over and the page is idle (client/src/lib/service-worker.ts), and the
// worker keeps them as they are used.
import fs from 'node:fs';
import path from 'node:path';

/** Routes whose code is precached later: each needs the network to be of any use. */
const LATER_ROUTES = [
  'login',
  'signin',
  'forgot-password',
  'reset-password',
  'mon-compte',
  'signalements',
  'organisation',
  'chiffres',
  'contenu',
  'mur',
  // The programme's history reads the versions from the server (decision 083).
  'programme-historique',
  // The satisfaction questionnaire and its results read and send answers (decision 094).
  'satisfaction',
  'satisfaction-resultats',
  // Attendance (decision 092): the organisers' pages and the room's screen, and the signing page
  // a code opens, which signs only online; the QCM's results, organisers' (decision 093); the
  // check of a certificate's code, online by nature (decision 095). None is a first visit's.
  'emargement',
  'emargement-ecran',
  'emargement-signer',
  'quizz-resultats',
  'verification',
];

/** Vite's manifest of the build in `dist`: each chunk's file and imports. */
export function readViteManifest(dist) {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * The files of the chunks `keys` and of their static imports, as Vite's manifest lists them:
 * what a page loads before its code runs (the bench and e2e/first-visit.spec.ts count it too).
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Reads the build's manifest and says, for each file of the precache (its URL as Workbox
 * lists it), its rank in the install (lower first), or `later`.
 */
export function precachePlan(dist) {
  const manifest = readViteManifest(dist);
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
  const isLater = (key) => LATER_ROUTES.includes(path.basename(key, '.tsx'));
  // The entry and what it imports before any page: the code of every page.
  const entry = staticClosure(manifest, ['index.html', 'src/main.tsx']);
  // The pages usable offline, with what they load on demand (the queue's compression, tus).
  // Only the routes' own dynamic imports: the entry's would bring every route back.
  const offlineRoutes = routeKeys.filter((key) => !isLater(key));
  const pages = staticClosure(manifest, [
    ...offlineRoutes,
    ...offlineRoutes.flatMap((key) => manifest[key].dynamicImports ?? []),
  ]);
  // Only what the later routes alone load waits: any other file (the compression worker's
  // library, fetched by URL) is precached at once.
  const laterOnly = staticClosure(manifest, routeKeys.filter(isLater));
  const assetRank = (file) => {
    if (file.endsWith('.css')) return 1;
    if (entry.has(file)) return 2;
    if (pages.has(file)) return 3;
    if (laterOnly.has(file)) return 'later';
    // The content's pictures (logo, partners, poster, plans) are part of the pages.
    return 4;
  };
  return (url) => {
    if (url.startsWith('icons/')) return 'later';
    if (url.startsWith('assets/')) return assetRank(url);
    // The shell, the pages (clean URLs), the stylesheet without scripts, the manifest.
    if (!/\.(js|png|svg|webp)$/.test(url)) return 0;
    return 5;
  };
}
