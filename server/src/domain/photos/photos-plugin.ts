import fs from 'node:fs';
import os from 'node:os';
import type { Photo } from '@congres/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPhotoFiles } from './create-photo-files.js';
import { createFairQueue, type FairQueue } from '../../scheduling/fair-queue.js';
import { photoFolders, type PhotoFiles } from './photo-files.js';
import { createPhotoStore, type PhotoStore, type RemovedPhoto } from './photo-store.js';
import { sweepOrphans } from './sweep-orphans.js';
import { KEY_LIFETIME_MS, sweepIdempotencyKeys } from './idempotent-publish.js';

declare module 'fastify' {
  interface FastifyInstance {
    photos: {
      store: PhotoStore;
      /** The bytes: DATA_DIR/photos or the S3 bucket, behind one interface. */
      files: PhotoFiles;
      /** Uploads in transit, outside the served folder. */
      incomingDir: string;
      /** The image workers (as many as cores), shared fairly between accounts. */
      queue: FairQueue;
      /** Registers a listener told of every photo this process deletes (caches forget it, the live stream tells). */
      onRemoved: (listener: (removed: RemovedPhoto[]) => void) => void;
      /** Registers a listener told of every photo this process publishes, once committed (the live stream). */
      onPublished: (listener: (photo: Photo) => void) => void;
    };
  }
}

/**
 * How long an upload may take between storing its files and committing its row (milliseconds
 * in practice): a file without a row younger than this is left to a later sweep.
 */
export const SWEEP_GRACE_MS = 15 * 60_000;
/** How often a running server sweeps: orphans of a failure never stay for long. */
const SWEEP_EVERY_MS = 30 * 60_000;

/** The photo storage and the photo store; leftovers of a crash or a failure are swept at start and then regularly. */
export default fp(
  async function photosPlugin(app: FastifyInstance) {
    const { incomingDir } = photoFolders(app.config.dataDir);
    // This instance's own uploads in transit: any left there are a crash's.
    fs.rmSync(incomingDir, { recursive: true, force: true });
    fs.mkdirSync(incomingDir, { recursive: true });
    const files = await createPhotoFiles(app.config);
    app.addHook('onClose', async () => files.close());
    await files.prepare();

    const sweep = async (graceMs: number) => {
      const removed = await sweepOrphans(app.db, files, new Date(Date.now() - graceMs));
      if (removed.length > 0)
        app.log.warn({ count: removed.length, files: removed.slice(0, 20) }, 'removed orphan photo files');
      // Keys live between KEY_LIFETIME_MS and that plus one sweep interval.
      const keys = await sweepIdempotencyKeys(app.db, new Date(Date.now() - KEY_LIFETIME_MS));
      if (keys > 0) app.log.info({ count: keys }, 'removed expired idempotency keys');
    };
    // Before listening, nothing of this instance is in flight; in a storage shared with other
    // instances, their uploads may be.
    await sweep(files.shared ? SWEEP_GRACE_MS : 0);
    const timer = setInterval(() => {
      sweep(SWEEP_GRACE_MS).catch((error: unknown) =>
        app.log.error({ err: error }, 'sweep of orphan photo files failed'),
      );
    }, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    const listeners: ((removed: RemovedPhoto[]) => void)[] = [];
    const published: ((photo: Photo) => void)[] = [];
    app.decorate('photos', {
      store: createPhotoStore(app.db, files, {
        onRemoved: (gone) => listeners.forEach((listener) => listener(gone)),
        onPublished: (photo) => published.forEach((listener) => listener(photo)),
        log: app.log,
      }),
      files,
      incomingDir,
      queue: createFairQueue(Math.max(1, os.availableParallelism())),
      onRemoved: (listener) => listeners.push(listener),
      onPublished: (listener) => published.push(listener),
    });
  },
  { name: 'photos', dependencies: ['database'] },
);
