import type { ProgrammeSlot } from '@congres/contracts';
import { describe, expect, it } from 'vitest';
import { removedSlots, slotStates } from './slot-states';

const slot = (id: string, extra: Partial<ProgrammeSlot> = {}): ProgrammeSlot => ({
  id,
  time: '9h',
  title: id,
  icon: 'talk',
  cancelled: false,
  ...extra,
});
const published = new Map([slot('a'), slot('b', { cancelled: true }), slot('c')].map((entry) => [entry.id, entry]));

describe('a slot’s states in the programme’s list (decision 108)', () => {
  it('says nothing of a slot as published', () => {
    expect(slotStates(slot('a'), 0, published, [])).toEqual([]);
  });

  it('says "Modifié" of any change against the published slot, and "Annulé" of a cancelled one', () => {
    expect(slotStates(slot('a', { time: '9h30' }), 0, published, [])).toEqual(['Modifié']);
    expect(slotStates(slot('a', { slides: { link: 'https://example.org' } }), 0, published, [])).toEqual(['Modifié']);
    expect(slotStates(slot('a', { cancelled: true }), 0, published, [])).toEqual(['Annulé', 'Modifié']);
    expect(slotStates(slot('b', { cancelled: true }), 1, published, [])).toEqual(['Annulé']);
    expect(slotStates(slot('b'), 1, published, [])).toEqual(['Modifié']);
  });

  it('says "Nouveau" of a slot the published version does not have', () => {
    expect(slotStates(slot('s-abcdef'), 3, published, [])).toEqual(['Nouveau']);
  });

  it('says "À corriger" of a slot refused by the last save, or whose time is not one of the day', () => {
    const problems = [{ path: '/programme/2/title', message: 'Ce champ est obligatoire : remplissez-le.' }];
    expect(slotStates(slot('c'), 2, published, problems)).toEqual(['À corriger']);
    expect(slotStates(slot('c'), 1, published, problems)).toEqual([]);
    expect(slotStates(slot('c', { time: '25h' }), 2, published, [])).toEqual(['À corriger', 'Modifié']);
  });

  it('says only what it knows while the published version is not read', () => {
    expect(slotStates(slot('z', { cancelled: true }), 0, null, [])).toEqual(['Annulé']);
    expect(removedSlots([slot('a')], null)).toEqual([]);
  });

  it('lists the published slots the draft no longer has', () => {
    expect(removedSlots([slot('a'), slot('c')], published).map((entry) => entry.id)).toEqual(['b']);
  });
});
