import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { filesUnder } from '../support/files.js';
import { storedFiles } from '../support/stored-files.js';

const TABLES = [
  'users',
  'photos',
  'auth_tokens',
  'password_reset_tokens',
  'photo_reports',
  'idempotency_keys',
  'programme_stars',
  'calendar_feeds',
  'announcements',
  'wall_screens',
  'wall_approvals',
  'content_versions',
  'content_draft',
  'attendance_half_days',
  'attendance_signatures',
  'evidence_codes',
] as const;
export type Counts = Record<(typeof TABLES)[number], number>;

export interface Snapshot {
  counts: Counts;
  /** Every file of the photo storage (photos/…, slides/…), and under DATA_DIR/incoming (incoming/…). */
  files: string[];
}

/** What a hostile request could have changed: row counts, the stored photo files, uploads in transit. */
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
    files: [
      ...(await storedFiles(app)).map((file) => path.join('photos', file)),
      ...(await app.photos.files.list('slides')).map((file) => path.join('slides', file.name)),
      ...filesUnder(path.join(dataDir, 'incoming')).map((file) => path.join('incoming', file)),
    ],
  };
}
