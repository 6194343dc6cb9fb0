import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '@congres/contracts';
import { addVary, matchesEtag, pickEncoding, sendEncoded } from '../http/encoded-body.js';
import { answerOtherMethod } from '../http/method-not-allowed.js';
import { loadPageDocuments, type PageDocument } from './prerendered-pages.js';
import { loadRenderedGallery } from './rendered-gallery.js';
import { loadRenderedPages } from './rendered-pages.js';

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';
const BUILD_MISSING = 'Le site n’est pas encore construit : lancez « npm run build », puis redémarrez le serveur.';

/** The extensions of the build's compressed copies. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Prefixes that never fall back to the app: a missing file there is a real 404. */
const FILE_PREFIXES = ['/api/', '/assets/', '/uploads/'];

/** The gallery's addresses, served with its first page when no other page is asked for (decision 040). */
const GALLERY_PATH = /^\/vos-photos\/?$/;

/**
 * Files that must be asked for again each time: the pages, and the service worker that lists
 * the rest with the parts it imports (sw-queue.js, sw-later.js: an import kept an hour would
 * pair a new worker with the last version's list, decision 076).
 */
const REVALIDATED = /(\.html|^sw(-[a-z]+)?\.js|\.webmanifest)$/;

/**
 * Serves the built app: hashed assets cached for a year; each prerendered route its own
 * document, rendered again from the published version once there is one (decision 087), and
 * every other client route the empty shell (decision 020), never cached; and the history
 * fallback so that a client route loads directly and on refresh.
 */
export async function clientApp(app: FastifyInstance, opts: { clientDir: string }): Promise<void> {
  const documents = await loadPageDocuments(opts.clientDir);
  if (documents === undefined) {
    app.log.warn({ clientDir: opts.clientDir }, 'client build not found: run `npm run build`');
  }
  const pages = documents && (await loadRenderedPages(app));
  const gallery = documents && (await loadRenderedGallery(opts.clientDir, app.photos.store, app.log, pages?.published));
  if (pages !== undefined) {
    // Every page of a new version is rendered when this instance hears of it, whichever instance
    // published it; and at start, when the newest stored version is not the seed. A request
    // before that (or after a missed event) renders its own page: each reads the newest number.
    const renderAll = (why: string) => {
      const started = performance.now();
      pages.renderAll().then(
        (version) => {
          const ms = Math.round(performance.now() - started);
          if (version > 1) app.log.info({ version, ms, why }, 'pages rendered from the published content');
        },
        (error: unknown) => app.log.error({ err: error }, `pages not rendered (${why})`),
      );
    };
    app.live.onEvent((event) => {
      if (event.type === 'content-published') renderAll('content published');
    });
    app.addHook('onReady', async () => renderAll('start'));
  }

  await app.register(fastifyStatic, {
    root: opts.clientDir,
    index: false,
    // A directory is never listed; dotfiles are never served.
    list: false,
    // One route per file of the build, found at start, rather than a catch-all that looked
    // for every client route (/programme...) on disk first, with a stat and a readdir each
    // time: a fifth of the speed of `/` (docs/benchmarks.md). The build never changes while
    // the server runs (`npm start` builds first).
    wildcard: false,
    dotfiles: 'deny',
    // The build writes each text file compressed once beside it (.br, .gz: decision 028);
    // they are sent for the file they compress, never under their own URL.
    preCompressed: true,
    // The calendars are written by the server from the published content (decision 083): a
    // build from before that still holds its own copies, which would shadow them.
    globIgnore: ['**/*.br', '**/*.gz', 'congres*.ics', 'congres*.ics.*'],
    setHeaders(res, filePath) {
      // The file sent may be the compressed copy: its headers are those of the file it stands for.
      const relative = path.relative(opts.clientDir, filePath).replace(PRECOMPRESSED, '');
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET : REVALIDATED.test(relative) ? NO_CACHE : SHORT_CACHE,
      );
    },
  });

  // A page's document: kept in memory, compressed once, with an ETag so that a phone that
  // already has it gets a 304 (no-cache still makes it ask each time). Each encoding is its own
  // representation, with its own ETag (`"…-br"`), as a shared cache expects (decision 087).
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: PageDocument | undefined, status: number) => {
    if (page === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(BUILD_MISSING);
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const etag = encoding === 'identity' ? page.etag : page.etag.replace(/"$/, `-${encoding}"`);
    addVary(reply.header('cache-control', NO_CACHE).header('etag', etag), 'accept-encoding');
    if (status === 200 && matchesEtag(request, etag)) return reply.code(304).send();
    return sendEncoded(request, reply.code(status).type('text/html; charset=utf-8'), page.body);
  };
  /** The document of a prerendered route: rendered from the published version, else the build's. */
  const sendPrerendered = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const route = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    try {
      const rendered = await pages?.document(route);
      if (rendered !== undefined) return await sendPage(request, reply, rendered, 200);
    } catch (error) {
      request.log.error({ err: error, route }, 'page not rendered: its prerendered document is sent instead');
    }
    return sendPage(request, reply, documents?.forPath(pathname), 200);
  };
  /**
   * The gallery with its first page rendered in; its prerendered document (loading state) for
   * `?page=n` (the page's script asks for it) or when rendering fails (the script asks too).
   */
  const sendGallery = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (gallery !== undefined && isFirstPage(request.url)) {
      try {
        return await sendPage(request, reply, await gallery.document(pathname), 200);
      } catch (error) {
        request.log.error({ err: error }, 'gallery not rendered: its prerendered document is sent instead');
      }
    }
    return sendPage(request, reply, documents?.forPath(pathname), 200);
  };
  /** The prerendered document of `pathname`, else the shell, with a 404 status for unknown routes. */
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (GALLERY_PATH.test(pathname)) return sendGallery(request, reply, pathname);
    if (documents?.forPath(pathname) !== undefined) return sendPrerendered(request, reply, pathname);
    return sendPage(request, reply, documents?.shell, isClientRoute(pathname) ? 200 : 404);
  };

  app.get('/', (request, reply) => sendIndex(request, reply, '/'));
  // The client's routes are pages too (served by the fallback below), for GET and HEAD.
  app.routeMethods.addMatcher(isClientRoute, ['GET', 'HEAD']);

  app.setNotFoundHandler((request, reply) => {
    const otherMethod = answerOtherMethod(request, reply);
    if (otherMethod !== undefined) return otherMethod;
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ message: 'Ressource introuvable.' });
    }
    const isFile = FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(pathname);
    if (isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
    }
    // Unknown routes still get the app (it shows its French 404 page), with a real 404 status.
    return sendIndex(request, reply, pathname);
  });
}

/** Whether the address asks for the gallery's first page: no `page` parameter, or `page=1`. */
function isFirstPage(url: string): boolean {
  const query = url.indexOf('?');
  const pages = query === -1 ? [] : new URLSearchParams(url.slice(query + 1)).getAll('page');
  return pages.length === 0 || (pages.length === 1 && pages[0] === '1');
}
