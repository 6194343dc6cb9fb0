import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './processes.mjs';

const dist = path.join(root, 'client/dist');

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/**
 * The JS and CSS (gzip -9 sizes) that the first view of a route loads: the entry (index.html)
 * with what it always loads (its static imports, and the app it imports once the page is
 * painted, src/main.tsx), plus the route's lazy chunk with its own, as the build's manifest
 * (client/dist/.vite/manifest.json) lists them; the one stylesheet. Each file counted once.
 */
export function firstViewWeight(routeModule) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No client/dist/.vite/manifest.json: is build.manifest on?');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not a chunk of the build.`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/main.tsx');
  // One stylesheet for the whole site (cssCodeSplit: false), linked by every page.
  if (manifest['style.css']) files.add(manifest['style.css'].file);
  const entryJs = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
  visit(routeModule);
  const list = [...files];
  const js = list.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
  const css = list.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipSize(file), 0);
  return { js, css, entryJs, html: gzipSize('index.html'), files: list };
}
