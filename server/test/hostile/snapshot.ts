import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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
  'satisfaction_respondents',
  'satisfaction_answers',
  'satisfaction_reminders',
  'satisfaction_publications',
  'satisfaction_marks',
  'questions',
  'question_votes',
  'polls',
  'poll_votes',
  'podium_choices',
  'podium_shown',
] as const;
export type Counts = Record<(typeof TABLES)[number], number>;

export interface Snapshot {
  counts: Counts;
  /** Every file of the photo storage (photos/…, slides/…), and under DATA_DIR/incoming (incoming/…). */
  files: string[];
}

/**
 * What a hostile request could have changed: row counts, the stored photo files, uploads in transit.
 * Taken twice per row of the hostile table (600 and more): the counts are one query, not one per
 * table, and the listings run side by side (on the engines, each is a round trip to PostgreSQL or
 * the bucket).
 */
export async function takeSnapshot(app: FastifyInstance, dataDir: string): Promise<Snapshot> {
  const countAll = sql.join(
    TABLES.map((table) => sql`SELECT ${sql.lit(table)} AS name, COUNT(*) AS n FROM ${sql.table(table)}`),
    sql` UNION ALL `,
  );
  const [rows, photos, slides] = await Promise.all([
    sql<{ name: string; n: number | string }>`${countAll}`.execute(app.db),
    storedFiles(app),
    app.photos.files.list('slides'),
  ]);
  const counts = Object.fromEntries(rows.rows.map((row) => [row.name, Number(row.n)])) as Counts;
  if (Object.keys(counts).length !== TABLES.length) throw new Error('a table is missing from the counts');
  return {
    counts,
    files: [
      ...photos.map((file) => path.join('photos', file)),
      ...slides.map((file) => path.join('slides', file.name)),
      ...filesUnder(path.join(dataDir, 'incoming')).map((file) => path.join('incoming', file)),
    ],
  };
}
