import { PROGRAMME_SLOT_COUNT, PROGRAMME_SLOT_IDS, mergeStars, type SlotStar } from '@congres/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { PROGRAMME } from '../../../content/programme';
import { SLOTS } from '../../../lib/congress-day';
import {
  OLD_STARS_KEY,
  STARS_DB,
  readStars,
  resetStarsForTests,
  toggleStar,
  useStarredSlots,
  writeStars,
} from './programme-stars';

/** What IndexedDB holds, read as another page would. */
async function storedStars(): Promise<SlotStar[]> {
  const db = await openDB(STARS_DB);
  try {
    return (await db.getAll('stars')) as SlotStar[];
  } finally {
    db.close();
  }
}

const starredIds = async () => (await readStars()).filter((star) => star.starred).map((star) => star.slotId);

describe('the programme’s slot ids', () => {
  it('are those the API checks: one per card of the content, "01" to "18"', () => {
    expect(PROGRAMME).toHaveLength(PROGRAMME_SLOT_COUNT);
    expect(SLOTS.map((slot) => slot.id)).toEqual([...PROGRAMME_SLOT_IDS]);
  });
});

describe('the stars on the phone', () => {
  it('are kept in IndexedDB with their date, a removal included, never in local storage, and read back after a reload', async () => {
    await toggleStar('04', Date.parse('2025-05-20T10:00:00Z'));
    await toggleStar('12', Date.parse('2025-05-20T10:01:00Z'));
    await toggleStar('04', Date.parse('2025-05-20T10:02:00Z'));
    expect(await storedStars()).toEqual([
      { slotId: '04', starred: false, updatedAt: '2025-05-20T10:02:00.000Z' },
      { slotId: '12', starred: true, updatedAt: '2025-05-20T10:01:00.000Z' },
    ]);
    expect(Object.keys(localStorage)).toEqual([]);
    // A reload: the page's copy is gone, IndexedDB keeps them.
    resetStarsForTests();
    expect(await starredIds()).toEqual(['12']);
  });

  it('ignore what is not theirs: ids no slot can have; a well-formed one may be a slot published since (decision 079)', async () => {
    const db = await openDB(STARS_DB, 1, {
      upgrade: (database) => database.createObjectStore('stars', { keyPath: 'slotId' }),
    });
    for (const slotId of ['../99', 'DROP TABLE', '']) {
      await db.put('stars', { slotId, starred: true, updatedAt: '2025-05-20T10:00:00Z' });
    }
    await db.put('stars', { slotId: 's-ab12cd', starred: true, updatedAt: '2025-05-20T10:00:00Z' });
    db.close();
    expect((await readStars()).map((star) => star.slotId)).toEqual(['s-ab12cd']);
  });

  it('left in local storage by an earlier build are moved to IndexedDB once, merged with those there, and the key removed', async () => {
    await toggleStar('02', Date.parse('2025-05-20T09:00:00Z'));
    resetStarsForTests();
    localStorage.setItem('token', 'jeton');
    localStorage.setItem(
      OLD_STARS_KEY,
      JSON.stringify([
        { slotId: '07', starred: true, updatedAt: '2025-05-20T10:00:00.000Z' },
        { slotId: '02', starred: false, updatedAt: '2025-05-20T08:00:00.000Z' },
      ]),
    );
    expect(await starredIds()).toEqual(['02', '07']);
    expect(Object.keys(localStorage)).toEqual(['token']);
    expect((await storedStars()).filter((star) => star.starred).map((star) => star.slotId)).toEqual(['02', '07']);
    // Moved once: a later visit reads IndexedDB alone, and a removal there stays removed.
    await toggleStar('07');
    resetStarsForTests();
    expect(await starredIds()).toEqual(['02']);
  });

  it('left unreadable in local storage by an earlier build are dropped with the key', async () => {
    localStorage.setItem(OLD_STARS_KEY, '{pas du json');
    expect(await readStars()).toEqual([]);
    expect(localStorage.getItem(OLD_STARS_KEY)).toBeNull();
  });

  it('re-render the components that show them, once read, on a toggle here and on a change from another tab', async () => {
    await toggleStar('03');
    resetStarsForTests();
    const { result } = renderHook(() => useStarredSlots());
    // The first render knows no stars (as the prerendered page), then IndexedDB answers.
    expect([...result.current]).toEqual([]);
    await waitFor(() => expect([...result.current]).toEqual(['03']));
    await act(() => toggleStar('07'));
    expect([...result.current]).toEqual(['03', '07']);

    // Another tab writes its stars and says so.
    const db = await openDB(STARS_DB);
    await db.put('stars', { slotId: '09', starred: true, updatedAt: '2025-05-20T10:00:00.000Z' });
    db.close();
    const otherTab = new BroadcastChannel(STARS_DB);
    otherTab.postMessage('changed');
    otherTab.close();
    await waitFor(() => expect([...result.current]).toEqual(['03', '07', '09']));

    await act(() => writeStars([], { byVisitor: false }));
    expect([...result.current]).toEqual([]);
  });
});

describe('mergeStars', () => {
  const at = (minute: number) => `2025-05-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
  it('keeps, slot by slot, the later choice: a newer removal removes, an older one does not; a tie keeps the star', () => {
    const phone = [
      { slotId: '01', starred: true, updatedAt: at(1) },
      { slotId: '02', starred: false, updatedAt: at(5) },
      { slotId: '03', starred: false, updatedAt: at(1) },
      { slotId: '04', starred: false, updatedAt: at(3) },
    ];
    const account = [
      { slotId: '02', starred: true, updatedAt: at(2) },
      { slotId: '03', starred: true, updatedAt: at(2) },
      { slotId: '04', starred: true, updatedAt: at(3) },
      { slotId: '05', starred: true, updatedAt: at(1) },
    ];
    const merged = mergeStars(phone, account);
    expect(merged.filter((star) => star.starred).map((star) => star.slotId)).toEqual(['01', '03', '04', '05']);
    expect(mergeStars(account, phone)).toEqual(merged);
  });
});
