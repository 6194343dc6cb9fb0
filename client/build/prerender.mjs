// Renders each prerendered route into a copy of Vite's index.html (decision 020), and each
// route's template, which the server fills with a published version (decision 087) and the
// gallery's with its first page (decision 040).
import fs from 'node:fs';
import path from 'node:path';

const APP_HTML = '<!--app-html-->';
const APP_HEAD = '<!--app-head-->';

/**
 * For a page whose script starts at once (SCRIPT_FIRST_ROUTES): the app's chunks and the
 * page's own, with what they import, from Vite's manifest, to announce with modulepreload so
 * that they load beside the page instead of one after the other. The page's code is expected
 * in src/app/routes/<name>.tsx; when it is not, it still loads, a round trip later.
 */
function scriptChunks(manifest, route) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('src/main.tsx');
  collect(`src/app/routes/${route === '/' ? 'home' : route.slice(1)}.tsx`);
  // The boot script is the page's <script> already.
  files.delete(manifest['index.html']?.file);
  return [...files];
}

/**
 * Writes shell.html and one document per route of `server.PRERENDERED_ROUTES` into `dist`, and
 * each route's template into `ssrDist` (beside the server entry that fills it: never served
 * as a file, never precached); returns the routes.
 */
export async function prerender({ dist, ssrDist, server }) {
  // Read once: index.html itself is overwritten by the page of '/'.
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(`<div id="root">${APP_HTML}</div>`) || !template.includes(APP_HEAD)) {
    throw new Error(`client/index.html must hold ${APP_HEAD} and <div id="root">${APP_HTML}</div>`);
  }

  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

  // The empty shell: what routes without a page of their own get (and offline). Without
  // scripts it has nothing to show but a way on.
  const noScript =
    '<noscript><p>Cette page a besoin de JavaScript : activez-le, ou revenez à <a href="/">l’accueil</a>.</p></noscript>';
  fs.writeFileSync(
    path.join(dist, server.SHELL_FILE),
    template.replace(APP_HEAD, '').replace(`<div id="root">${APP_HTML}</div>`, `<div id="root"></div>${noScript}`),
  );

  for (const route of server.PRERENDERED_ROUTES) {
    const { head, body } = server.splitHead(await server.render(route));
    if (!/<h1[\s>]/.test(body)) throw new Error(`The page of ${route} rendered no <h1>: ${body.slice(0, 200)}`);
    const preloads = server.SCRIPT_FIRST_ROUTES.includes(route)
      ? scriptChunks(manifest, route).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      : [];
    const documentOf = (pageHead, pageBody) =>
      template
        .replace(/<title>[^<]*<\/title>\s*/, head.includes('<title>') ? '' : '$&')
        .replace(APP_HEAD, () => pageHead + preloads.join(''))
        .replace(APP_HTML, () => pageBody);
    const file = path.join(dist, server.prerenderedFile(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, documentOf(head, body));
    // The same document with the page's head and #root left to the server, and a place for
    // its JSON (the gallery's first page, the published version) right after #root.
    const { head: headMark, root, data } = server.PAGE_TEMPLATE;
    const pageTemplate = documentOf(headMark, root).replace(`${root}</div>`, () => `${root}</div>${data}`);
    if (!pageTemplate.includes(data)) throw new Error(`The template of ${route} has no place for its data.`);
    const templateFile = path.join(ssrDist, server.pageTemplateFile(route));
    fs.mkdirSync(path.dirname(templateFile), { recursive: true });
    fs.writeFileSync(templateFile, pageTemplate);
  }

  return server.PRERENDERED_ROUTES;
}
