import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDERED_ROUTES } from '@congres/contracts';
import { build } from 'vite';
import { fakeClientBuild } from './test-app.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const clientRoot = path.join(repoRoot, 'client');

/**
 * A client folder with the real renderer of the gallery and of the pages beside it:
 * client/src/entry-server.tsx built for Node by Vite as `npm run build` does (a few seconds),
 * into `dist-ssr` next to a fake `dist`, with a small template per prerendered route holding
 * the build's markers; `apiBaseUrl` is the build's
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
  const { PAGE_TEMPLATE, pageTemplateFile } = (await import(path.join(ssrDir, 'entry-server.js'))) as {
    PAGE_TEMPLATE: { head: string; root: string; data: string };
    pageTemplateFile: (route: string) => string;
  };
  for (const route of PRERENDERED_ROUTES) {
    const file = path.join(ssrDir, pageTemplateFile(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `<!doctype html><html lang="fr"><head>${PAGE_TEMPLATE.head}</head>` +
        `<body><div id="root">${PAGE_TEMPLATE.root}</div>${PAGE_TEMPLATE.data}</body></html>`,
    );
  }
  const clientDir = path.join(root, 'dist');
  fs.mkdirSync(clientDir);
  fakeClientBuild(clientDir);
  return { clientDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
