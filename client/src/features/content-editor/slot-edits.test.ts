import { SLOT_ID_PATTERN, type ProgrammeSlot } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import { valueAt, withValueAt } from './json-pointer';
import { moveSlot, newSlot, newSlotId } from './slot-edits';

const slot = (id: string): ProgrammeSlot => ({ id, time: '9h', title: id, icon: 'talk', cancelled: false });

describe('programme edits', () => {
  it('gives a new slot a short random id that the schema accepts and no other slot has', () => {
    const id = newSlotId(['01', '02']);
    expect(id).toMatch(/^s-[0-9a-z]{6}$/);
    expect(id).toMatch(new RegExp(SLOT_ID_PATTERN));
    expect(newSlot([slot('01')])).toMatchObject({ time: '9h', cancelled: false, icon: 'talk' });
  });

  it('moves a slot up or down, and leaves the list as it is at its ends', () => {
    const list = [slot('a'), slot('b'), slot('c')];
    expect(moveSlot(list, 1, -1).map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(moveSlot(list, 1, 1).map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(moveSlot(list, 0, -1).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(list.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('reads and writes a value by its JSON pointer without changing the original', () => {
    const root = { programme: [slot('a'), slot('b')], event: { title: 'Congrès' } };
    const changed = withValueAt(root, '/programme/1/time', '11h15');
    expect(valueAt(changed, '/programme/1/time')).toBe('11h15');
    expect(valueAt(root, '/programme/1/time')).toBe('9h');
    expect(changed.event).toBe(root.event);
    expect(valueAt(root, '/nulle/part')).toBeUndefined();
  });
});
