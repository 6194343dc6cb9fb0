// `npm run build` for the client (decisions 020 and 021), in this order, because each step
// reads what the one before wrote:
// 1. Vite builds the app into client/dist (index.html is the template of every page);
// 2. Vite builds src/entry-server.tsx for Node into client/dist-ssr;
// 3. every prerendered route is rendered to its own HTML document, from the same components
//    and content as the app (the calendars are the server's, decision 083); the gallery's template,
//    which the server fills with the newest photos (decision 040), goes beside the server entry;
// 4. Vite bundles the worker's part of the upload queue (the share target, Background Sync)
//    into sw-queue.js, then Workbox writes the service worker, which loads it first, and whose
//    precache lists the files of steps 1 and 3;
// 5. every text file, the service worker included, is compressed once (.br and .gz beside it).
// `--logLevel warn` (the bench) is passed on to Vite.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, resolveConfig } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { QUEUE_WORKER_FILE, writeServiceWorker } from './service-worker.mjs';

const clientRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(clientRoot, 'dist');
const ssrDist = path.join(clientRoot, 'dist-ssr');
const levelArg = process.argv.indexOf('--logLevel');
const logLevel = levelArg === -1 ? 'info' : process.argv[levelArg + 1];
const log = (message) => {
  if (logLevel === 'info') process.stdout.write(`${message}\n`);
};

await build({ root: clientRoot, logLevel });
await build({
  root: clientRoot,
  logLevel,
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDist, emptyOutDir: true, copyPublicDir: false, manifest: false },
});

const server = await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href);
const pages = await prerender({ dist, ssrDist, server });
log(`prerendered ${pages.length} pages: ${pages.join(' ')}`);

// A classic script (importScripts): one IIFE, no chunk, the queue's store and idb inlined.
// It posts the queue itself too (decision 072): to the API the app's own config names.
const appConfig = await resolveConfig({ root: clientRoot, logLevel }, 'build');
await build({
  root: clientRoot,
  logLevel,
  configFile: false,
  define: {
    // Libraries read it to pick their production code; a worker has no `process` (TOOLCHAIN.md).
    'process.env.NODE_ENV': JSON.stringify('production'),
    __API_BASE_URL__: appConfig.define?.__API_BASE_URL__ ?? '""',
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: path.join(clientRoot, 'src/features/uploads/queue/share-target-worker.ts'),
      formats: ['iife'],
      name: 'congresQueueWorker',
      fileName: () => QUEUE_WORKER_FILE,
    },
  },
});

const { count, size, later } = await writeServiceWorker({ dist, caches: server.OFFLINE_CACHES });
log(`service worker: ${count} files precached at install (${(size / 1024).toFixed(0)} KB), ${later} later`);
if (!fs.existsSync(path.join(dist, 'sw.js'))) throw new Error('The service worker was not written.');

const compressed = await precompress(dist);
log(
  `precompressed ${compressed.files} files: ${(compressed.bytes / 1024).toFixed(0)} KB, ` +
    `${(compressed.brotli / 1024).toFixed(0)} KB with brotli`,
);
