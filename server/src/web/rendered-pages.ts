import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRERENDERED_ROUTES, SITE_ROUTES } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { renderedVersion, type RenderedVersion } from '../domain/content/rendered-version.js';
import { encodeBody } from '../http/encoded-body.js';
import type { PageDocument } from './prerendered-pages.js';
import { loadServerEntry } from './server-entry.js';

/** The pages rendered here: every prerendered route but the gallery, rendered with its photos. */
const RENDERED_ROUTES = PRERENDERED_ROUTES.filter((route) => route !== SITE_ROUTES.photos);

/**
 * The programme's history, rendered with the list of every version (decision 107): from the
 * seed on, since the build cannot know when the server stored version 1.
 */
const HISTORY_ROUTE = SITE_ROUTES.programmeHistory;

/** The prerendered routes' documents rendered again from the published version (decision 087). */
export interface RenderedPages {
  /**
   * The document of `route` (a prerendered route, no trailing slash) for the newest version;
   * undefined while that is version 1 (the build rendered it: its prerendered file), but for the
   * history, or for a route rendered elsewhere. Rejects when the render fails.
   */
  document: (route: string) => Promise<PageDocument | undefined>;
  /** The newest version when it is not the seed (the gallery renders with it too), else undefined. */
  published: () => Promise<RenderedVersion | undefined>;
  /** Renders every page of the newest version now, if not done yet; resolves with its number. */
  renderAll: () => Promise<number>;
}

interface Rendered {
  version: number;
  published: Promise<RenderedVersion | undefined>;
  pages: Map<string, Promise<PageDocument>>;
}

/**
 * Loads the build's server entry and each route's template (written by `npm run build` into
 * client/dist-ssr). Undefined, said once in the log, when either is missing: every page is
 * then its prerendered file, the seed, and its script shows the newest version (decision 082).
 */
export async function loadRenderedPages(app: FastifyInstance): Promise<RenderedPages | undefined> {
  const loaded = await loadServerEntry(app.config.clientDir);
  const templates = new Map<string, string>();
  let build: string;
  try {
    if (!loaded.ok) throw new Error(loaded.reason);
    if (typeof loaded.entry.renderPageDocument !== 'function') throw new Error('renderPageDocument is missing');
    const hash = createHash('sha256').update(loaded.code);
    for (const route of RENDERED_ROUTES) {
      const template = await fs.readFile(path.join(loaded.ssrDir, loaded.entry.pageTemplateFile(route)), 'utf8');
      templates.set(route, template);
      hash.update(template);
    }
    // A new build gives new ETags even when the version has not changed.
    build = hash.digest('base64url').slice(0, 12);
  } catch (error) {
    app.log.warn(
      { ssrDir: loaded.ssrDir, reason: (error as Error).message },
      'page renderer not found (run `npm run build`): the pages are served as built, from the seed',
    );
    return undefined;
  }
  const { entry } = loaded;

  // One read of the newest number at a time, shared with GET /api/content: a burst shares it.
  const newest = () => app.content.version();

  // The newest version's pages, each rendered once (concurrent requests share one promise).
  let current: Rendered | undefined;
  const renderedFor = (version: number): Rendered => {
    if (current?.version !== version) {
      const published = renderedVersion(app.db, version);
      current = { version, published, pages: new Map() };
      // Read again by the next request when the read fails.
      const failed = current;
      published.catch(() => {
        if (current === failed) current = undefined;
      });
    }
    return current;
  };
  const page = (rendered: Rendered, route: string): Promise<PageDocument> => {
    const known = rendered.pages.get(route);
    if (known !== undefined) return known;
    const made = (async () => {
      const published = await rendered.published;
      if (published === undefined) throw new Error(`content version ${rendered.version} not found`);
      // The list made once per newest version (app.content), as the API and the feed give it.
      const versions =
        route === HISTORY_ROUTE
          ? (await app.content.versions()).list.filter((each) => each.version <= rendered.version)
          : null;
      // Version 1 is the build's seed: the pages' JSON holds none (decision 087).
      const html = await entry.renderPageDocument(
        templates.get(route) ?? '',
        route,
        rendered.version > 1 ? published : null,
        versions,
      );
      return { etag: `"page-${build}-${rendered.version}"`, body: await encodeBody(html) };
    })();
    rendered.pages.set(route, made);
    // A failed render is not kept: the next request tries again.
    made.catch(() => {
      if (rendered.pages.get(route) === made) rendered.pages.delete(route);
    });
    return made;
  };

  return {
    async document(route) {
      if (!templates.has(route)) return undefined;
      if (route === HISTORY_ROUTE) {
        // Version 1 stored first, as for every content route: its list starts there.
        await app.content.ready();
        return page(renderedFor(await newest()), route);
      }
      const version = await newest();
      return version > 1 ? page(renderedFor(version), route) : undefined;
    },
    async published() {
      const version = await newest();
      return version > 1 ? renderedFor(version).published : undefined;
    },
    async renderAll() {
      const version = await newest();
      if (version <= 1) return version;
      const rendered = renderedFor(version);
      await Promise.all(RENDERED_ROUTES.map((route) => page(rendered, route)));
      return version;
    },
  };
}
