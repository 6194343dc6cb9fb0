import type { CongressContent } from '@congres/contracts';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/http-error.js';
import type { Database } from '../../plugins/database/schema.js';
import { ensureSeed } from './content-versions.js';

/** Said when the server has no seed to start the content from (no build, no option). */
export const CONTENT_UNAVAILABLE =
  'Le contenu du congrès n’est pas encore disponible : lancez « npm run build », puis redémarrez le serveur.';

/**
 * The content's readiness: resolves once version 1 is stored (from the seed, decision 079), before
 * anything reads the versions; rejects with a French 503 when there is no seed. Done once per app
 * (the plugin makes one), tried again by the next call whatever went wrong.
 */
export function contentReadiness(
  db: Kysely<Database>,
  seed: () => Promise<CongressContent | undefined>,
): () => Promise<void> {
  let seeded: Promise<void> | undefined;
  return async function contentReady() {
    if (seeded === undefined) {
      const ready = (async () => {
        const found = await seed();
        if (found === undefined) throw new HttpError(503, CONTENT_UNAVAILABLE);
        await ensureSeed(db, found);
      })();
      seeded = ready;
      ready.catch(() => {
        if (seeded === ready) seeded = undefined;
      });
    }
    await seeded;
  };
}
