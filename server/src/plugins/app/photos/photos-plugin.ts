import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFairQueue, type FairQueue } from './fair-queue.js';
import { createLocalPhotoFiles, photoFolders, type PhotoFiles } from './photo-files.js';
import { createPhotoStore, type PhotoStore, type StoredFiles } from './photo-store.js';
import { sweepOrphans } from './sweep-orphans.js';

declare module 'fastify' {
  interface FastifyInstance {
    photos: {
      store: PhotoStore;
      files: PhotoFiles;
      /** Full-size photos; thumbnails are in its `thumbs` folder. */
      dir: string;
      /** Uploads in transit, outside the served folder. */
      incomingDir: string;
      /** The image workers (as many as cores), shared fairly between accounts. */
      queue: FairQueue;
      /** Registers a listener told of every photo this process deletes (caches forget it). */
      onRemoved: (listener: (removed: StoredFiles[]) => void) => void;
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
    const files = createLocalPhotoFiles(app.config.dataDir);
    const removed = await sweepOrphans(app.db, files);
    if (removed.length > 0)
      app.log.warn({ count: removed.length, files: removed.slice(0, 20) }, 'removed orphan photo files');
    const listeners: ((removed: StoredFiles[]) => void)[] = [];
    app.decorate('photos', {
      store: createPhotoStore(app.db, files, {
        onRemoved: (gone) => listeners.forEach((listener) => listener(gone)),
        log: app.log,
      }),
      files,
      dir,
      incomingDir,
      queue: createFairQueue(Math.max(1, os.availableParallelism())),
      onRemoved: (listener) => listeners.push(listener),
    });
  },
  { name: 'photos', dependencies: ['database'] },
);
