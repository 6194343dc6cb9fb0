import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { fakeClientBuild } from './test-app.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const clientRoot = path.join(repoRoot, 'client');

/**
 * A client folder with the real gallery renderer beside it: client/src/entry-server.tsx built
 * for Node by Vite as `npm run build` does (a few seconds), into `dist-ssr` next to a fake
 * `dist`, with a small template holding the build's markers; `apiBaseUrl` is the build's
 * API_BASE_URL (a front end on another origin). The folder sits under the
 * project's node_modules/.cache so that the bundle finds React where the real one does.
 */
export async function galleryClientBuild({ apiBaseUrl = '' } = {}): Promise<{ clientDir: string; remove: () => void }> {
  const cache = path.join(repoRoot, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const root = fs.mkdtempSync(path.join(cache, 'congres-gallery-'));
  const ssrDir = path.join(root, 'dist-ssr');
  // Read by client/vite.config.ts when the build loads it, as `API_BASE_URL=… npm run build` does.
  const before = process.env.API_BASE_URL;
  process.env.API_BASE_URL = apiBaseUrl;
  try {
    await build({
      root: clientRoot,
      configFile: path.join(clientRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
    });
  } finally {
    if (before === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = before;
  }
  const { GALLERY_TEMPLATE } = (await import(path.join(ssrDir, 'entry-server.js'))) as {
    GALLERY_TEMPLATE: { file: string; head: string; root: string; data: string };
  };
  fs.writeFileSync(
    path.join(ssrDir, GALLERY_TEMPLATE.file),
    `<!doctype html><html lang="fr"><head>${GALLERY_TEMPLATE.head}</head>` +
      `<body><div id="root">${GALLERY_TEMPLATE.root}</div>${GALLERY_TEMPLATE.data}</body></html>`,
  );
  const clientDir = path.join(root, 'dist');
  fs.mkdirSync(clientDir);
  fakeClientBuild(clientDir);
  return { clientDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
