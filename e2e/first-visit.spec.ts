import fs from 'node:fs';
import path from 'node:path';
import { FIRST_PAGES } from '../client/build/first-pages.mjs';
import { readViteManifest, staticClosure } from '../client/build/precache-order.mjs';
import { repoRoot } from '../scripts/lib/production-server.mjs';
import { expect, test } from './fixtures';
import { INFO_PAGES } from './support/info-pages';
import { serviceWorkerInControl } from './support/service-worker';
import { withRoom } from './support/pace';

// A first visit on a phone (decision 076): the page becomes usable before the service worker's
// install and the event stream start, and each information page runs only its own code. What
// can be counted is tested here; how fast it is, `npm run bench` measures.

/** Vite's manifest of the build: which chunk imports which. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;
const manifest = readViteManifest(path.join(repoRoot, 'client/dist')) as ViteManifest;
const closure = (keys: string[]) =>
  new Set([...(staticClosure(manifest, keys) as Set<string>)].map((file) => `/${file}`));

/**
 * The pages a visitor opens first (client/build/first-pages.mjs), each with its route module,
 * as main.tsx's router names it, and the scripts it runs before it is interactive, by chunk name
 * (decision 113): the build's entry and runtime, the first script, React's renderer, the app and
 * the page's own chunk. A change that adds a script to a first visit fails here until it is
 * written down (and measured: `npm run bench`, section 13).
 */
const FIRST_PAGE_SCRIPTS: Record<string, { route: string; scripts: string[] }> = Object.fromEntries(
  Object.entries(FIRST_PAGES).map(([page, route]) => [
    page,
    {
      route: `src/app/routes/${route}.tsx`,
      scripts: ['index', 'rolldown-runtime', 'boot', 'react-dom', 'app', route],
    },
  ]),
);

/** A chunk's name, its file's without the build's hash: /assets/app-DsRkI1vq.js is "app". */
const chunkName = (pathname: string) => path.basename(pathname).replace(/-[\w-]{8}\.js$/, '');

test('each page a visitor opens first runs only its listed scripts before it is interactive', async ({ browser }) => {
  // Every information page is one of them.
  for (const info of INFO_PAGES) expect(Object.keys(FIRST_PAGE_SCRIPTS), info.path).toContain(info.path);
  for (const [address, { route, scripts: listed }] of Object.entries(FIRST_PAGE_SCRIPTS)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The scripts asked for until the page says it is hydrated: what comes after an idle moment
    // (the published satisfaction rate's code on /quizz, decision 094) is no part of it, however
    // soon a busy machine lets this test look.
    let hydrated = false;
    await page.exposeBinding('markHydrated', () => {
      hydrated = true;
    });
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        void (window as unknown as { markHydrated: () => Promise<void> }).markHydrated();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (!hydrated && request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(address);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // The scripts of the build's manifest for this page, and those only...
    expect(new Set(scripts), address).toEqual(closure(['index.html', 'src/main.tsx', route]));
    // ...which are the ones listed.
    expect(scripts.map(chunkName).sort(), address).toEqual([...listed].sort());
    await context.close();
  }
});

test('no page builds the contracts’ schemas before it is interactive: TypeBox stays out of its scripts', () => {
  // The contracts' schemas are the server's: building them in the page cost a long task on a
  // phone (decision 111). The marker of TypeBox's schema objects, in its own code.
  for (const { route } of Object.values(FIRST_PAGE_SCRIPTS)) {
    for (const file of closure(['index.html', 'src/main.tsx', route])) {
      const code = fs.readFileSync(path.join(repoRoot, 'client/dist', file), 'utf8');
      expect(code.includes('~kind'), `${file}, run by ${route}`).toBe(false);
    }
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('it registers, and the event stream opens, only once the page has loaded, hydrated and gone idle', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const log: { what: string; loaded: boolean; hydrated: boolean; idle: boolean }[] = [];
      (window as unknown as { startLog: typeof log }).startLog = log;
      let inIdle = 0;
      const note = (what: string) =>
        log.push({
          what,
          loaded: document.readyState === 'complete',
          hydrated: document.documentElement.dataset.hydrated === 'true',
          idle: inIdle > 0,
        });
      const requestIdle = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (run, options) =>
        requestIdle((deadline) => {
          inIdle += 1;
          try {
            run(deadline);
          } finally {
            inIdle -= 1;
          }
        }, options);
      const container = ServiceWorkerContainer.prototype;
      const register = Object.getOwnPropertyDescriptor(container, 'register')?.value as typeof container.register;
      container.register = function (this: ServiceWorkerContainer, ...args) {
        note('service worker');
        return register.apply(this, args);
      };
      const Source = window.EventSource;
      window.EventSource = class extends Source {
        constructor(...args: ConstructorParameters<typeof EventSource>) {
          note('event stream');
          super(...args);
        }
      };
    });
    // The gallery listens to the event stream; every page registers the worker.
    await page.goto('/vos-photos');
    await serviceWorkerInControl(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { startLog: { what: string }[] }).startLog.length))
      .toBe(2);
    const log = await page.evaluate(() => (window as unknown as { startLog: unknown[] }).startLog);
    expect(log).toEqual(
      expect.arrayContaining([
        { what: 'service worker', loaded: true, hydrated: true, idle: true },
        { what: 'event stream', loaded: true, hydrated: true, idle: true },
      ]),
    );
  });

  test('its install keeps the pages first and the calendars and account screens for later, then fetches them', async ({
    page,
    context,
  }) => {
    await page.goto('/programme');
    await serviceWorkerInControl(page);
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const cache = await caches.open(name ?? 'none');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    for (const info of INFO_PAGES) expect(precached, info.path).toContain(info.path);
    expect(precached).toContain(`/${manifest['src/app/routes/vos-photos.tsx']?.file}`);
    const later = [
      '/congres.ics',
      `/${manifest['src/app/routes/login.tsx']?.file}`,
      `/${manifest['src/app/routes/mur.tsx']?.file}`,
    ];
    for (const url of later) expect(precached, url).not.toContain(url);

    // Once in control, the page asks the worker for the rest, which keeps it: there offline.
    const kept = () =>
      page.evaluate(async (urls) => {
        const name = (await caches.keys()).find((key) => key.startsWith('congres-later-'));
        if (name === undefined) return [];
        const cache = await caches.open(name);
        return (await Promise.all(urls.map((url) => cache.match(url)))).flatMap((hit, i) => (hit ? [urls[i]] : []));
      }, later);
    await expect.poll(kept, { timeout: withRoom(20_000) }).toEqual(later);
    await context.setOffline(true);
    const calendar = await page.evaluate(async () => {
      const response = await fetch('/congres.ics');
      return { status: response.status, text: await response.text() };
    });
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain('BEGIN:VCALENDAR');
  });
});
