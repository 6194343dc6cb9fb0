// Section 14 of docs/benchmarks.md: the pages the server renders again from a published version
// (decision 087). (a) The time to render every page of a version, as the server does on a
// publication: the build's server entry, each route's template, the render and both
// compressions, in this process (the server logs the same work as "pages rendered"). (b) The
// rendered pages beside nginx sending the very same bytes as static files: Lighthouse's LCP ratio.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { audit, environmentOf } from './lighthouse.mjs';
import { root, startStaticNginx } from './processes.mjs';
import { login, register } from './seed.mjs';

/** The published version the pages are rendered from: a slot moved and renamed, one cancelled. */
function changedContent(content) {
  const next = structuredClone(content);
  next.programme[9] = { ...next.programme[9], time: '11h30', title: 'Conférence inaugurale (déplacée)' };
  next.programme[4] = { ...next.programme[4], cancelled: true };
  return next;
}

/** The organiser role, given as the README says (`npm run organiser -- add EMAIL`), on the server's data. */
function grantOrganiserRole(dataDir, email) {
  execFileSync(process.execPath, [path.join(root, 'server/dist/cli/organiser.js'), 'add', email], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** (a): every page rendered and compressed `rounds` times, in this process; per round, the total. */
async function renderTimes(published, rounds) {
  const ssrDir = path.join(root, 'client/dist-ssr');
  const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const { encodeBody } = await import(pathToFileURL(path.join(root, 'server/dist/http/encoded-body.js')).href);
  const routes = entry.PRERENDERED_ROUTES.filter((route) => route !== entry.GALLERY_ROUTE);
  const templates = new Map(
    routes.map((route) => [route, fs.readFileSync(path.join(ssrDir, entry.pageTemplateFile(route)), 'utf8')]),
  );
  const totals = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    bytes = 0;
    // One after the other, as on one core: the server renders them concurrently, on one thread.
    for (const route of routes) {
      const html = await entry.renderPageDocument(templates.get(route), route, published);
      bytes += (await encodeBody(html)).br.length;
    }
    totals.push(performance.now() - started);
  }
  return { pages: routes.length, first: totals[0], median: median(totals.slice(1)), rounds, brotliBytes: bytes };
}

/**
 * Starts a server, publishes a version through the API, measures (a), then audits the pages it
 * renders beside their very bytes sent by nginx at the same addresses: a copy of the build
 * (`client/dist`) whose prerendered files are replaced by what ours sent (a page at another
 * address would not hydrate the same: the router renders its route).
 */
export async function measureRuntimePages({ startServer, tempDir, quick, runs, log }) {
  const server = await startServer(tempDir('congres-bench-runtime-'));
  const email = `organisateur-${Date.now()}@exemple.fr`;
  const password = 'motdepasse-du-banc-3';
  await register(server.url, email, 'Organisatrice du banc', password);
  grantOrganiserRole(server.dataDir, email);
  const token = await login(server.url, email, password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const draft = await (await fetch(`${server.url}/api/content/draft`, { headers })).json();
  const saved = await fetch(`${server.url}/api/content/draft`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ baseVersion: draft.baseVersion, content: changedContent(draft.content) }),
  });
  if (!saved.ok) throw new Error(`PUT /api/content/draft answered ${saved.status}`);
  const published = await fetch(`${server.url}/api/content/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ baseVersion: draft.baseVersion }),
  });
  if (published.status !== 201) throw new Error(`POST /api/content/publish answered ${published.status}`);
  const { version } = await published.json();

  log(`rendering every page of version ${version} again, in this process`);
  const content = await (await fetch(`${server.url}/api/content`)).json();
  const changes = (await (await fetch(`${server.url}/api/content/versions`)).json())[0].changes;
  const render = await renderTimes({ ...content, changes }, quick ? 3 : 21);

  const pages = quick ? ['/'] : ['/', '/programme'];
  const site = tempDir('congres-bench-runtime-site-');
  fs.cpSync(path.join(root, 'client/dist'), site, { recursive: true });
  for (const page of pages) {
    const html = await (await fetch(`${server.url}${page}`)).text();
    if (!html.includes('id="published-content"')) throw new Error(`${page} was not rendered from version ${version}`);
    // The very bytes ours sends, in place of the build's file (and its gzip for gzip_static).
    const file = path.join(site, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    fs.writeFileSync(file, html);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    fs.rmSync(`${file}.br`, { force: true });
  }
  const nginx = await startStaticNginx({ staticDir: site, photosDir: site, siteDir: site });
  const references = Object.fromEntries(pages.map((page) => [page, `${nginx.url}${page}`]));
  log(`Lighthouse on ${pages.join(', ')} rendered from version ${version}, beside nginx sending the same bytes`);
  const urls = [...pages.map((page) => `${server.url}${page}`), ...Object.values(references)];
  const audits = await audit(urls, { runs });
  return {
    version,
    render,
    environment: environmentOf(Object.values(audits)),
    pages: Object.fromEntries(
      pages.map((page) => {
        const ours = audits[`${server.url}${page}`];
        const nginx = audits[references[page]];
        return [
          page,
          {
            ours: { lcp: ours.medianLcp, fcp: ours.fcp, performance: ours.performance, scores: ours.scores },
            nginx: { lcp: nginx.medianLcp, fcp: nginx.fcp, performance: nginx.performance, scores: nginx.scores },
          },
        ];
      }),
    ),
  };
}
