import type { ProgrammeSlot } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import { contentSeed } from '../../content/seed';
import { isClockTime, programmeInTimeOrder as inTimeOrder } from '@congres/contracts';
import { followSlots, withSlotTime } from './slot-order';

const slot = (id: string, time: string): ProgrammeSlot => ({ id, time, title: id, icon: 'talk', cancelled: false });
const ids = (programme: readonly ProgrammeSlot[]) => programme.map((entry) => entry.id);

describe('the programme in time order (decision 108)', () => {
  it('knows the times of the day, and no other', () => {
    expect(['8h', '11h15', '7H03', '23h59', '0h'].every(isClockTime)).toBe(true);
    expect(['25h', '11h60', '', '11h3', '11:15', '9 heures', '24h'].some(isClockTime)).toBe(false);
  });

  it('moves a slot whose time changes to its place at once, across a neighbour or to the end', () => {
    const programme = [slot('a', '10h45'), slot('b', '11h15'), slot('c', '11h45'), slot('d', '12h')];
    expect(ids(withSlotTime(programme, 'a', '11h20'))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(withSlotTime(programme, 'b', '16h'))).toEqual(['a', 'c', 'd', 'b']);
    expect(ids(withSlotTime(programme, 'd', '8h'))).toEqual(['d', 'a', 'b', 'c']);
    expect(withSlotTime(programme, 'a', '11h20').find((entry) => entry.id === 'a')?.time).toBe('11h20');
  });

  it('keeps the order of slots at the same time (a stable sort)', () => {
    const programme = [slot('a', '9h'), slot('b', '9h30'), slot('c', '9h30'), slot('d', '10h')];
    // Moved to a time two slots share, the first slot stays before them: it came first.
    expect(ids(withSlotTime(programme, 'a', '9h30'))).toEqual(['a', 'b', 'c', 'd']);
    // The last one comes after them.
    expect(ids(withSlotTime(programme, 'd', '9h30'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(withSlotTime(programme, 'c', '9h30'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves a slot whose time is not one of the day where it is, the others in order around it', () => {
    const programme = [slot('a', '9h'), slot('b', '10h'), slot('c', '11h')];
    expect(ids(withSlotTime(programme, 'b', '25h'))).toEqual(['a', 'b', 'c']);
    expect(ids(withSlotTime(programme, 'b', ''))).toEqual(['a', 'b', 'c']);
    expect(ids(inTimeOrder([slot('c', '11h'), slot('x', '11h6'), slot('a', '9h')]))).toEqual(['a', 'x', 'c']);
  });

  it('leaves the seed’s programme as it is: already in time order', () => {
    const { programme } = contentSeed();
    expect(ids(inTimeOrder(programme))).toEqual(ids(programme));
  });

  it('keeps each refusal on its slot once the slots have moved, and drops those of a slot deleted since', () => {
    const before = ['a', 'b', 'c'];
    const problems = [
      { path: '/programme/0/title', message: 'titre' },
      { path: '/programme/2/time', message: 'heure' },
      { path: '/programme/1', message: 'séance' },
      { path: '/quizzes/0/link', message: 'lien' },
    ];
    expect(followSlots(problems, before, [slot('c', '8h'), slot('a', '9h')])).toEqual([
      { path: '/programme/1/title', message: 'titre' },
      { path: '/programme/0/time', message: 'heure' },
      { path: '/quizzes/0/link', message: 'lien' },
    ]);
  });
});
