import { PROGRAMME_SEED_PUBLISHED_AT, type CongressContent, type ProgrammeSlot } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { parseContent, type StoredVersion } from './stored-content.js';

/** How often a slot changed in what a calendar shows, and when it last did (decision 083). */
export interface SlotRevision {
  /** The published versions in which its time, title, description or cancelled state changed. */
  sequence: number;
  /** ISO 8601: the publication of the version where it last changed (or appeared). */
  lastModified: string;
}

/** The published content, with each of its slots' revision and the seed's event (its UIDs). */
export interface RevisedContent {
  published: StoredVersion;
  seed: CongressContent;
  revisions: Map<string, SlotRevision>;
}

const changed = (was: ProgrammeSlot, now: ProgrammeSlot) =>
  was.time !== now.time ||
  was.title !== now.title ||
  (was.description ?? '') !== (now.description ?? '') ||
  was.cancelled !== now.cancelled;

/**
 * Walks every version in order, slot by slot (by stable id, decision 079). The seed's own
 * publication time is the date its calendar files always carried, not the moment a server
 * stored it: a first start must not make every subscribed calendar see a change.
 */
export async function revisedContent(db: Kysely<Database>): Promise<RevisedContent> {
  const rows = await db
    .selectFrom('content_versions')
    .select(['version', 'published_at', 'content'])
    .orderBy('version', 'asc')
    .execute();
  const revisions = new Map<string, SlotRevision>();
  let before = new Map<string, ProgrammeSlot>();
  for (const row of rows) {
    const publishedAt = Number(row.version) === 1 ? PROGRAMME_SEED_PUBLISHED_AT : row.published_at;
    const { programme } = parseContent(row.content);
    for (const slot of programme) {
      const was = before.get(slot.id);
      const revision = revisions.get(slot.id);
      if (revision === undefined) revisions.set(slot.id, { sequence: 0, lastModified: publishedAt });
      else if (was === undefined || changed(was, slot)) {
        // Back after a removal, or changed: either way a calendar must take the new copy.
        revisions.set(slot.id, { sequence: revision.sequence + 1, lastModified: publishedAt });
      }
    }
    before = new Map(programme.map((slot) => [slot.id, slot]));
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first === undefined || last === undefined) throw new Error('No content version stored: the seed comes first.');
  return {
    published: { version: Number(last.version), publishedAt: last.published_at, content: parseContent(last.content) },
    seed: parseContent(first.content),
    revisions,
  };
}
