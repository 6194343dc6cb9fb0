import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentReadiness } from './content-readiness.js';
import { newestContent, type NewestContent } from './newest-content.js';
import { CONTENT_FILES_GRACE_MS, sweepContentFiles } from './sweep-content-files.js';

/** The published content, the one service every capability reads it through (decision 116). */
export interface ContentService extends NewestContent {
  /**
   * Resolves once version 1 is stored from the seed (decision 079); a French 503 while there is
   * no seed. Every /api route awaits it last, after its own checks (routes/api/content-readiness.ts).
   */
  ready: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

/** How often a running server sweeps: a file unnamed for a day goes within the hour after. */
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * The content service (`app.content`): its readiness, the newest version read once per burst
 * (decision 087), and what this instance heard of publications on any instance. It also sweeps
 * the slides PDFs and content images that no version and not the draft names (decision 106), at
 * start and then hourly, on every instance: each keeps what the rows name, so two sweeping at
 * once agree.
 */
export default fp(
  async function contentPlugin(app: FastifyInstance) {
    const newest = newestContent(app.db);
    app.decorate('content', { ...newest, ready: contentReadiness(app.db, () => app.contentSeed()) });
    // A publication on any instance: the reads after it give it, never an older version. Heard
    // before the pages' renderer hears it (this plugin is registered before the web pages).
    app.live.onEvent((event) => {
      if (event.type !== 'content-published') return;
      // The data travels as JSON (the live bus, decision 057).
      const { version } = JSON.parse(event.data) as { version?: unknown };
      if (typeof version === 'number') newest.heard(version);
    });

    const sweep = async () => {
      const removed = await sweepContentFiles(app.db, app.photos.files, new Date(Date.now() - CONTENT_FILES_GRACE_MS));
      if (removed.length > 0)
        app.log.info({ count: removed.length, files: removed.slice(0, 20) }, 'removed content files no version names');
    };
    await sweep();
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'sweep of unnamed content files failed'));
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'content', dependencies: ['database', 'photos', 'live'] },
);
