import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { filesUnder } from '../support/files.js';

const TABLES = ['users', 'photos', 'auth_tokens', 'password_reset_tokens', 'photo_reports'] as const;
export type Counts = Record<(typeof TABLES)[number], number>;

export interface Snapshot {
  counts: Counts;
  /** Every file under DATA_DIR/photos and DATA_DIR/incoming, relative to DATA_DIR. */
  files: string[];
}

/** What a hostile request could have changed: row counts and the photo files on disk. */
export async function takeSnapshot(app: FastifyInstance, dataDir: string): Promise<Snapshot> {
  const counts = {} as Counts;
  for (const table of TABLES) {
    const { n } = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return {
    counts,
    files: ['photos', 'incoming'].flatMap((folder) =>
      filesUnder(path.join(dataDir, folder)).map((file) => path.join(folder, file)),
    ),
  };
}
