import type { FastifyInstance } from 'fastify';
import { ensureSeed } from '../../../domain/content/content-versions.js';
import { HttpError } from '../../../http/http-error.js';

/** Said when the server has no seed to start the content from (no build, no option). */
export const CONTENT_UNAVAILABLE =
  'Le contenu du congrès n’est pas encore disponible : lancez « npm run build », puis redémarrez le serveur.';

const seeded = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * preHandler of every content route: version 1 is stored (once per app, from the seed,
 * decision 079) before anything reads the versions; a French 503 when there is no seed.
 */
export function contentReady(app: FastifyInstance): () => Promise<void> {
  return async () => {
    let ready = seeded.get(app);
    if (ready === undefined) {
      ready = (async () => {
        const seed = await app.contentSeed();
        if (seed === undefined) throw new HttpError(503, CONTENT_UNAVAILABLE);
        await ensureSeed(app.db, seed);
      })();
      seeded.set(app, ready);
      // Tried again by the next request, whatever went wrong.
      ready.catch(() => seeded.delete(app));
    }
    await ready;
  };
}
