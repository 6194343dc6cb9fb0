import type { APIRequestContext, Page } from '@playwright/test';

/** The "Ajouter à mon programme" toggle of the slot at `time` ("9h30"). */
export const star = (page: Page, time: string) =>
  page.getByRole('button', { name: new RegExp(`^Ajouter à mon programme : ${time}, `) });

/**
 * The slot ids starred in this browser's IndexedDB (decision 061). A star shows at once and is
 * written just after: a test that leaves the page (a reload, a `goto`) waits for it here first.
 */
export function keptStars(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty and spoil the app's upgrade.
    if (!(await indexedDB.databases()).some((db) => db.name === 'congres-mon-programme')) return [];
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('congres-mon-programme');
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('stars')) {
          db.close();
          resolve([]);
          return;
        }
        const all = db.transaction('stars').objectStore('stars').getAll();
        all.onerror = () => reject(all.error ?? new Error('IndexedDB'));
        all.onsuccess = () => {
          db.close();
          const stars = all.result as { slotId: string; starred: boolean }[];
          resolve(stars.filter((s) => s.starred).map((s) => s.slotId));
        };
      };
    });
  });
}

/**
 * The slot ids starred on the account of `token`, as the server keeps them. A test that needs a
 * star saved on the account polls this: waiting for "the next POST" may catch the page's own
 * sync at load, sent before the star and answered without it.
 */
export async function accountStars(request: APIRequestContext, token: string): Promise<string[]> {
  const reply = await request.get('/api/programme/stars', { headers: { authorization: `Bearer ${token}` } });
  const { stars } = (await reply.json()) as { stars: { slotId: string; starred: boolean }[] };
  return stars.filter((s) => s.starred).map((s) => s.slotId);
}
