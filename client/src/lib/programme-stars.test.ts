import { PROGRAMME_SLOT_COUNT, PROGRAMME_SLOT_IDS, mergeStars } from '@congres/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROGRAMME } from '../content/programme';
import { SLOTS } from './congress-day';
import { STARS_KEY, readStars, toggleStar, useStarredSlots, writeStars } from './programme-stars';

afterEach(() => {
  localStorage.clear();
});

describe('the programme’s slot ids', () => {
  it('are those the API checks: one per card of the content, "01" to "18"', () => {
    expect(PROGRAMME).toHaveLength(PROGRAMME_SLOT_COUNT);
    expect(SLOTS.map((slot) => slot.id)).toEqual([...PROGRAMME_SLOT_IDS]);
  });
});

describe('the stars on the phone', () => {
  it('are kept in local storage with their date, a removal included, and read back as a reload would', () => {
    toggleStar('04', Date.parse('2025-05-20T10:00:00Z'));
    toggleStar('12', Date.parse('2025-05-20T10:01:00Z'));
    toggleStar('04', Date.parse('2025-05-20T10:02:00Z'));
    expect(JSON.parse(localStorage.getItem(STARS_KEY) ?? '')).toEqual([
      { slotId: '04', starred: false, updatedAt: '2025-05-20T10:02:00.000Z' },
      { slotId: '12', starred: true, updatedAt: '2025-05-20T10:01:00.000Z' },
    ]);
    expect(
      readStars()
        .filter((star) => star.starred)
        .map((star) => star.slotId),
    ).toEqual(['12']);
  });

  it('ignore what is not theirs: unreadable text, unknown slots', () => {
    localStorage.setItem(STARS_KEY, '{pas du json');
    expect(readStars()).toEqual([]);
    localStorage.setItem(
      STARS_KEY,
      JSON.stringify([{ slotId: '99', starred: true, updatedAt: '2025-05-20T10:00:00Z' }]),
    );
    expect(readStars()).toEqual([]);
  });

  it('re-render the components that show them, on a toggle here and on a change from another tab', () => {
    const { result } = renderHook(() => useStarredSlots());
    expect([...result.current]).toEqual([]);
    act(() => toggleStar('07'));
    expect([...result.current]).toEqual(['07']);
    act(() => {
      localStorage.setItem(
        STARS_KEY,
        JSON.stringify([{ slotId: '09', starred: true, updatedAt: '2025-05-20T10:00:00Z' }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: STARS_KEY }));
    });
    expect([...result.current]).toEqual(['09']);
    act(() => writeStars([], { byVisitor: false }));
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
