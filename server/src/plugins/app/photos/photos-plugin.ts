import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createConcurrencyLimit } from './concurrency-limit.js';
import { createPhotoStore, photoFolders, type PhotoStore } from './photo-store.js';
import { sweepOrphans } from './sweep-orphans.js';

declare module 'fastify' {
  interface FastifyInstance {
    photos: {
      store: PhotoStore;
      /** Full-size photos; thumbnails are in its `thumbs` folder. */
      dir: string;
      /** Uploads in transit, outside the served folder. */
      incomingDir: string;
      /** Bounds the image processing running at once to the number of cores. */
      limit: <T>(task: () => Promise<T>) => Promise<T>;
    };
  }
}

/** The photo folders in DATA_DIR and the photo store; leftovers of a crash are swept at start. */
export default fp(
  async function photosPlugin(app: FastifyInstance) {
    const { dir, thumbsDir, incomingDir } = photoFolders(app.config.dataDir);
    fs.mkdirSync(thumbsDir, { recursive: true });
    fs.rmSync(incomingDir, { recursive: true, force: true });
    fs.mkdirSync(incomingDir, { recursive: true });
    const removed = await sweepOrphans(app.db, dir, thumbsDir);
    if (removed.length > 0)
      app.log.warn({ count: removed.length, files: removed.slice(0, 20) }, 'removed orphan photo files');
    app.decorate('photos', {
      store: createPhotoStore(app.db, app.config.dataDir),
      dir,
      incomingDir,
      limit: createConcurrencyLimit(Math.max(1, os.availableParallelism())),
    });
  },
  { name: 'photos', dependencies: ['database'] },
);
