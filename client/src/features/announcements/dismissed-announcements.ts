import { cacheStorage, DISMISSED_ANNOUNCEMENTS_CACHE } from '../../lib/offline-caches';

/**
 * The announcements this device dismissed, by id, in Cache Storage: kept across reloads and
 * offline, and never in localStorage (the spec keeps only `token` there). Where there is no
 * Cache Storage (plain http), a dismissal lasts as long as the page.
 */
const KEY = '/dismissed-announcements.json';
/** The newest ids only: a day's announcements are far fewer. */
const KEPT = 200;

export async function readDismissed(): Promise<number[]> {
  try {
    const response = await (await cacheStorage()?.open(DISMISSED_ANNOUNCEMENTS_CACHE))?.match(KEY);
    const ids: unknown = await response?.json();
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

let saving: Promise<void> = Promise.resolve();

/**
 * Adds `ids` to those this device dismissed. Saves run one after the other, each adding to what
 * the one before kept, so that two quick dismissals both last.
 */
export function saveDismissed(ids: number[]): Promise<void> {
  saving = saving.then(async () => {
    try {
      const cache = await cacheStorage()?.open(DISMISSED_ANNOUNCEMENTS_CACHE);
      const kept = [...new Set([...ids, ...(await readDismissed())])].sort((a, b) => b - a).slice(0, KEPT);
      await cache?.put(KEY, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
    } catch {
      // A full or refused storage: the dismissal holds for this page only.
    }
  });
  return saving;
}
