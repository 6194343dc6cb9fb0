import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEvidence } from './evidence-retention.js';

/** The sweep runs at start, then once a day: a retention counted in years needs no finer step. */
const SWEEP_EVERY_MS = 24 * 3600 * 1000;

/**
 * Erases the training evidence past EVIDENCE_RETENTION_YEARS (decision 096), at start and daily.
 * Several instances may sweep at once: each deletes what is past the cutoff, so they agree.
 */
export default fp(
  async function evidenceRetention(app: FastifyInstance) {
    const sweep = async () => {
      const erased = await sweepEvidence(app.db, new Date(), app.config.evidenceRetentionYears);
      if (erased > 0)
        app.log.info({ rows: erased, years: app.config.evidenceRetentionYears }, 'erased old training evidence');
    };
    await sweep();
    const timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.error({ err: error }, 'sweep of old training evidence failed'));
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'evidence-retention', dependencies: ['database'] },
);
