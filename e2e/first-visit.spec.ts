import fs from 'node:fs';
import path from 'node:path';
import { readViteManifest, staticClosure } from '../client/build/precache-order.mjs';
import { repoRoot } from '../scripts/lib/production-server.mjs';
import { expect, test } from './fixtures';
import { INFO_PAGES } from './support/info-pages';
import { serviceWorkerInControl } from './support/service-worker';

// A first visit on a phone (decision 076): the page becomes usable before the service worker's
// install and the event stream start, and each information page runs only its own code. What
// can be counted is tested here; how fast it is, `npm run bench` measures.

/** Vite's manifest of the build: which chunk imports which. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;
const manifest = readViteManifest(path.join(repoRoot, 'client/dist')) as ViteManifest;
const closure = (keys: string[]) =>
  new Set([...(staticClosure(manifest, keys) as Set<string>)].map((file) => `/${file}`));

/** The route module of each information page, as main.tsx's router names it. */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/programme': 'src/app/routes/programme.tsx',
  '/repas': 'src/app/routes/repas.tsx',
  '/itineraire': 'src/app/routes/itineraire.tsx',
  '/presentation': 'src/app/routes/presentation.tsx',
  '/quizz': 'src/app/routes/quizz.tsx',
  '/sitemap': 'src/app/routes/sitemap.tsx',
  '/mentions-legales': 'src/app/routes/mentions-legales.tsx',
  '/confidentialite': 'src/app/routes/confidentialite.tsx',
};

test('each information page runs only the app and its own code before it is interactive', async ({ browser }) => {
  for (const info of INFO_PAGES) {
    const route = ROUTE_MODULES[info.path];
    expect(route, `the route module of ${info.path}`).toBeDefined();
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
    await page.goto(info.path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const expected = closure(['index.html', 'src/main.tsx', route as string]);
    expect(new Set(scripts), info.path).toEqual(expected);
    await context.close();
  }
});

test('no page builds the contracts’ schemas before it is interactive: TypeBox stays out of its scripts', () => {
  // The contracts' schemas are the server's: building them in the page cost a long task on a
  // phone (decision 111). The marker of TypeBox's schema objects, in its own code.
  for (const route of Object.values(ROUTE_MODULES)) {
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
    await expect.poll(kept, { timeout: 20_000 }).toEqual(later);
    await context.setOffline(true);
    const calendar = await page.evaluate(async () => {
      const response = await fetch('/congres.ics');
      return { status: response.status, text: await response.text() };
    });
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain('BEGIN:VCALENDAR');
  });
});
