import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isClientRoute } from '@congres/contracts';

const HASHED_ASSET = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT_CACHE = 'public, max-age=3600';

/** Prefixes that never fall back to the app: a missing file there is a real 404. */
const FILE_PREFIXES = ['/api/', '/assets/', '/uploads/'];

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never
 * cached, and the history fallback so that a client route loads directly and on refresh.
 */
export async function clientApp(app: FastifyInstance, opts: { clientDir: string }): Promise<void> {
  const indexFile = path.join(opts.clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir: opts.clientDir }, 'client build not found: run `npm run build`');
  }

  await app.register(fastifyStatic, {
    root: opts.clientDir,
    index: false,
    // A directory is never listed; dotfiles are never served.
    list: false,
    dotfiles: 'deny',
    setHeaders(res, filePath) {
      const relative = path.relative(opts.clientDir, filePath);
      res.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET : relative === 'index.html' ? NO_CACHE : SHORT_CACHE,
      );
    },
  });

  const sendIndex = (reply: FastifyReply, status: number) =>
    reply.code(status).header('cache-control', NO_CACHE).sendFile('index.html', { cacheControl: false });

  app.get('/', (_request, reply) => sendIndex(reply, 200));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.code(404).send({ message: 'Ressource introuvable.' });
    }
    const isFile = FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /\.[a-z0-9]+$/i.test(pathname);
    if (isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
    }
    // Unknown routes still get the app (it shows its French 404 page), with a real 404 status.
    return sendIndex(reply, isClientRoute(pathname) ? 200 : 404);
  });
}
