import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from '@congres/contracts';
import { addVary, encodeBody, matchesEtag, sendEncoded, type EncodedBody } from '../http/encoded-body.js';
import { answerOtherMethod } from '../http/method-not-allowed.js';

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';
const BUILD_MISSING = 'Le site n’est pas encore construit : lancez « npm run build », puis redémarrez le serveur.';

/** Prefixes that never fall back to the app: a missing file there is a real 404. */
const FILE_PREFIXES = ['/api/', '/assets/', '/uploads/'];

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never
 * cached, and the history fallback so that a client route loads directly and on refresh.
 */
export async function clientApp(app: FastifyInstance, opts: { clientDir: string }): Promise<void> {
  const indexPage = await loadIndexPage(path.join(opts.clientDir, 'index.html'));
  if (indexPage === undefined) {
    app.log.warn({ clientDir: opts.clientDir }, 'client build not found: run `npm run build`');
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
    setHeaders(res, filePath) {
      const relative = path.relative(opts.clientDir, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET : relative === 'index.html' ? NO_CACHE : SHORT_CACHE,
      );
    },
  });

  // Every page of the app is this one file: kept in memory, compressed once, with an ETag so
  // that a phone that already has it gets a 304 (no-cache still makes it ask each time).
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    if (indexPage === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send(BUILD_MISSING);
    }
    addVary(reply.header('cache-control', NO_CACHE).header('etag', indexPage.etag), 'accept-encoding');
    if (status === 200 && matchesEtag(request, indexPage.etag)) return reply.code(304).send();
    return sendEncoded(request, reply.code(status).type('text/html; charset=utf-8'), indexPage.body);
  };

  app.get('/', (request, reply) => sendIndex(request, reply, 200));
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
    return sendIndex(request, reply, isClientRoute(pathname) ? 200 : 404);
  });
}

/**
 * Reads index.html once, at start: it changes only with a new build, and `npm start` builds
 * before it starts the server (after a build by hand, restart it). Undefined when missing.
 */
async function loadIndexPage(file: string): Promise<{ etag: string; body: EncodedBody } | undefined> {
  let html: string;
  try {
    html = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  return { etag, body: await encodeBody(html) };
}
