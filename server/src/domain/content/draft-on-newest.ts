import type { CongressContent, ContentDraft } from '@congres/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../plugins/database/schema.js';
import { lockDraft, readDraft, saveDraft } from './content-draft.js';
import { rebaseContent } from './content-merge.js';
import { latestVersion, publishedContent, versionContent } from './content-versions.js';
import { inTimeOrder } from './stored-content.js';

type Db = Kysely<Database>;

/**
 * Saves checked content as the shared draft only while `baseVersion` is the newest version
 * (decision 101): 'stale' when another was published since, nothing saved. Checked and written
 * in one transaction under the draft's lock; a save that still crosses a publication on
 * PostgreSQL leaves a draft on an older base, which publication refuses and reading rebases.
 */
export async function saveDraftOnNewest(
  db: Db,
  draft: { baseVersion: number; content: CongressContent; updatedBy: number },
): Promise<'saved' | 'stale'> {
  return db.transaction().execute(async (trx) => {
    await lockDraft(trx);
    if ((await latestVersion(trx)) !== draft.baseVersion) return 'stale';
    await saveDraft(trx, draft);
    return 'saved';
  });
}

/**
 * `content`, typed on version `baseVersion`, re-applied onto the newest version (decision 101):
 * as it is when `baseVersion` is the newest, else with `rebasedFrom` and the parts both changed;
 * its programme in time order either way (decision 107).
 */
export async function rebasedOntoNewest(
  db: Db,
  baseVersion: number,
  content: CongressContent,
): Promise<Pick<ContentDraft, 'baseVersion' | 'content' | 'rebasedFrom' | 'conflicts'>> {
  const newest = await publishedContent(db);
  if (baseVersion >= newest.version) return { baseVersion: newest.version, content: inTimeOrder(content) };
  const base = await versionContent(db, baseVersion);
  // Versions are never deleted (decision 080): without its base, a draft cannot be re-applied honestly.
  if (base === undefined) throw new Error(`version ${baseVersion}, a draft's base, is gone`);
  const merged = rebaseContent(base, content, newest.content);
  return {
    baseVersion: newest.version,
    content: merged.content,
    rebasedFrom: baseVersion,
    conflicts: merged.conflicts,
  };
}

/**
 * What GET /api/content/draft gives: the shared draft (rebased onto the newest version when it
 * was saved on an older one: never handed back, nor published, as it was), or the newest
 * version's content when no draft is open.
 */
export async function currentDraft(db: Db): Promise<ContentDraft> {
  const draft = await readDraft(db);
  if (draft === undefined) {
    const published = await publishedContent(db);
    return { baseVersion: published.version, content: published.content, updatedBy: null, updatedAt: null };
  }
  return { ...draft, ...(await rebasedOntoNewest(db, draft.baseVersion, draft.content)) };
}
