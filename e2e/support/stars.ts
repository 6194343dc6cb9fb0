import type { Page } from '@playwright/test';

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
