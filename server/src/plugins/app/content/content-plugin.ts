import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_FILES_GRACE_MS, sweepContentFiles } from '../../../domain/content/sweep-content-files.js';

/** How often a running server sweeps: a file unnamed for a day goes within the hour after. */
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * Sweeps the slides PDFs and content images that no version and not the draft names (decision
 * 106), at start and then hourly, on every instance: each keeps what the rows name, so two
 * sweeping at once agree.
 */
export default fp(
  async function contentFilesSweep(app: FastifyInstance) {
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
  { name: 'content-files-sweep', dependencies: ['database', 'photos'] },
);
