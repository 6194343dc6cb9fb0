import { publicContent, slotChanges, type PublishedContent, type SlotChange } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { versionContent } from './content-versions.js';
import { parseContent } from './stored-content.js';

/**
 * A version as the pages are rendered with it (decision 087): what the browser's store shows,
 * written into every page as JSON, so its content is the public one (decision 102).
 */
export interface RenderedVersion extends PublishedContent {
  /** What its programme changed since the version before (as GET /api/content/versions says). */
  changes: SlotChange[];
}

/** Version `version` with its programme's changes, or undefined when there is no such version. */
export async function renderedVersion(db: Kysely<Database>, version: number): Promise<RenderedVersion | undefined> {
  const row = await db
    .selectFrom('content_versions')
    .select(['published_at', 'content'])
    .where('version', '=', version)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const content = parseContent(row.content);
  const before = version > 1 ? await versionContent(db, version - 1) : undefined;
  return {
    version,
    publishedAt: row.published_at,
    content: publicContent(content),
    changes: slotChanges(before?.programme ?? [], content.programme),
  };
}
