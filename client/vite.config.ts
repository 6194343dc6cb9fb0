import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiBaseUrl } from './build/api-base-url.ts';
import { firstVisitChunks, manifestByModule } from './build/first-visit-chunks.ts';
import { placeholderReport } from './build/placeholder-report.ts';
import { contractsSourceAliases } from '../contracts/source-aliases.mjs';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';
const contentDir = fileURLToPath(new URL('./src/content', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const clientRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react(), placeholderReport(contentDir, repoRoot), manifestByModule(clientRoot)],
  // Empty: the API is on the page's origin. See client/src/lib/api-base-url.ts.
  define: { __API_BASE_URL__: JSON.stringify(apiBaseUrl(process.env.API_BASE_URL)) },
  resolve: {
    // The shared schemas are used from source, so no build step is needed before dev or tests.
    alias: contractsSourceAliases,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for every page (about 4 KB gzipped): a prerendered page is styled by the
    // <link> of its HTML, before any script, and stays styled offline and from page to page.
    cssCodeSplit: false,
    // Lists each route's chunks and their imports: the bench reads it to weigh first views.
    manifest: true,
    rollupOptions: {
      // The shared contracts define TypeBox schemas at module level for the server; the
      // client only takes their types and a few constants. Declaring `Type.*` calls pure
      // lets the bundler drop the unused schemas, and TypeBox with them, from the entry; the
      // contracts' own schema helpers say `@__NO_SIDE_EFFECTS__`, and build no schema from a
      // spread at a module's top level (decision 111: e2e/first-visit.spec.ts checks it).
      treeshake: { manualPureFunctions: ['Type'] },
      output: { codeSplitting: firstVisitChunks(clientRoot) },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  test: {
    name: 'client',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    // Each file in a VM context of its own on a kept worker: as isolated as a fresh process (its
    // own jsdom, its own modules' state) at half the cost of starting one per file (decision 075).
    pool: 'vmThreads',
    // A fake clock leaves setImmediate real: fake-indexeddb schedules its work with it, and a
    // read of IndexedDB begun under a fake clock would otherwise never finish (the stars, the queue).
    fakeTimers: {
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    },
    // jsdom stands for the browser: the library's browser build (XMLHttpRequest, localStorage),
    // which Vite's build picks by its `browser` field and Vitest would not.
    alias: {
      'tus-js-client': fileURLToPath(
        new URL('../node_modules/tus-js-client/lib.esm/browser/index.js', import.meta.url),
      ),
    },
  },
});
