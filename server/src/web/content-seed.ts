import { CongressContent } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { loadServerEntry } from './server-entry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content's version 1 (decision 079): given to buildApp, or the build's; undefined without either. */
    contentSeed: () => Promise<CongressContent | undefined>;
  }
}

/**
 * Decorates the app with where its content's seed comes from: `given` (tests), else the build's
 * server entry (`contentSeed` of client/src/content/seed.ts), read once when first asked for. A
 * start without a build (the organiser command) never needs it; the content routes then say so.
 */
export function contentSeedSource(app: FastifyInstance, given: CongressContent | undefined): void {
  let seed: Promise<CongressContent | undefined> | undefined;
  const load = async (): Promise<CongressContent | undefined> => {
    if (given !== undefined) return given;
    const loaded = await loadServerEntry(app.config.clientDir);
    const found = loaded.ok && typeof loaded.entry.contentSeed === 'function' ? loaded.entry.contentSeed() : undefined;
    if (found !== undefined && Value.Check(CongressContent, found)) return found;
    app.log.warn(
      { ssrDir: loaded.ssrDir, reason: loaded.ok ? 'contentSeed missing or not a CongressContent' : loaded.reason },
      'content seed not found (run `npm run build`): the content routes answer 503',
    );
    return undefined;
  };
  app.decorate('contentSeed', () => (seed ??= load()));
}
