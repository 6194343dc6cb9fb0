import { describe, expect, it } from 'vitest';
import { contentSeed } from '../content/seed';
import { dayStatus, SLOTS, slotsOf, type Slot } from './congress-day';

const at = (iso: string) => Date.parse(iso);
const titleOf = (slot: { entry: { time: string; title: string } } | undefined) =>
  slot ? `${slot.entry.time} ${slot.entry.title}` : undefined;

describe('the day’s slots', () => {
  it('are the 18 entries, each lasting until the next one starts, the last until 17h', () => {
    expect(SLOTS).toHaveLength(18);
    expect(new Date(SLOTS[0]!.start).toISOString()).toBe('2025-05-23T06:00:00.000Z');
    expect(SLOTS.slice(0, -1).every((slot, i) => slot.end === SLOTS[i + 1]!.start)).toBe(true);
    expect(new Date(SLOTS[17]!.end).toISOString()).toBe('2025-05-23T15:00:00.000Z');
  });
});

/** The seed with `change` made to its slots, in the order the change leaves them (decision 107). */
function seedWith(change: (programme: ReturnType<typeof contentSeed>['programme']) => void) {
  const content = structuredClone(contentSeed());
  change(content.programme);
  return content;
}
const bordeaux = (ms: number) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(ms);
const span = (slots: Slot[], id: string) => {
  const slot = slots.find((each) => each.id === id);
  return slot && `${bordeaux(slot.start)}–${bordeaux(slot.end)}`;
};

describe('slotsOf, in time order whatever the order stored (decision 107)', () => {
  it('puts Intervention 3 moved to 11h20 after Intervention 4 at 11h15, each ending after it starts', () => {
    // Listed before 11h15, as a version stored before decision 107 may hold it.
    const slots = slotsOf(seedWith((programme) => (programme.find((slot) => slot.id === '09')!.time = '11h20')));
    expect(slots.map((slot) => slot.id)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '10',
      '09',
      ...['11', '12', '13', '14', '15', '16', '17', '18'],
    ]);
    expect(slots.map((slot) => slot.index)).toEqual([...slots.keys()]);
    expect(span(slots, '08')).toBe('10:25–11:15');
    expect(span(slots, '10')).toBe('11:15–11:20');
    expect(span(slots, '09')).toBe('11:20–11:45');
    expect(slots.every((slot) => slot.end > slot.start)).toBe(true);

    const status = dayStatus(at('2025-05-23T09:17:00Z'), slots);
    if (status.phase !== 'during') throw new Error(status.phase);
    expect(titleOf(status.current)).toBe('11h15 Intervention 4 : titre à venir');
    expect(titleOf(status.next)).toBe('11h20 Intervention 3 : titre à venir');
  });

  it('ends slots at the same time together, at the next one that starts later', () => {
    const slots = slotsOf(seedWith((programme) => (programme.find((slot) => slot.id === '09')!.time = '11h15')));
    expect(span(slots, '09')).toBe('11:15–11:45');
    expect(span(slots, '10')).toBe('11:15–11:45');
    // Equal times keep the order given.
    expect(slots.map((slot) => slot.id).slice(8, 10)).toEqual(['09', '10']);
  });

  it('ends every slot by the day’s end, and gives one at or after it 30 minutes, never an end before its start', () => {
    const atTheEnd = slotsOf(seedWith((programme) => (programme.find((slot) => slot.id === '18')!.time = '17h')));
    expect(span(atTheEnd, '17')).toBe('15:30–17:00');
    expect(span(atTheEnd, '18')).toBe('17:00–17:30');
    const after = slotsOf(seedWith((programme) => (programme.find((slot) => slot.id === '17')!.time = '18h10')));
    expect(after.map((slot) => slot.id).slice(-2)).toEqual(['18', '17']);
    expect(span(after, '18')).toBe('16:00–17:00');
    expect(span(after, '17')).toBe('18:10–18:40');
  });
});

describe('dayStatus, by the Bordeaux clock', () => {
  it('counts the days before the congress by Bordeaux dates', () => {
    expect(dayStatus(at('2025-05-01T10:00:00Z'))).toEqual({ phase: 'before', days: 22 });
    // 23:30 in Bordeaux on the 21st is still "two days to go", 00:30 on the 22nd is "tomorrow".
    expect(dayStatus(at('2025-05-21T21:30:00Z'))).toEqual({ phase: 'before', days: 2 });
    expect(dayStatus(at('2025-05-21T22:30:00Z'))).toEqual({ phase: 'before', days: 1 });
  });

  it('on the day, names the slot in progress and the next one', () => {
    const early = dayStatus(at('2025-05-22T22:30:00Z'));
    expect(early.phase).toBe('during');
    if (early.phase !== 'during') return;
    expect(early.current).toBeUndefined();
    expect(titleOf(early.next)).toBe('8h Accueil et inscription');

    const morning = dayStatus(at('2025-05-23T08:20:00Z'));
    if (morning.phase !== 'during') throw new Error(morning.phase);
    expect(titleOf(morning.current)).toBe('10h15 QCM après');
    expect(titleOf(morning.next)).toBe('10h25 Pause');

    // A slot starts on its minute.
    const onTheMinute = dayStatus(at('2025-05-23T08:25:00Z'));
    if (onTheMinute.phase !== 'during') throw new Error(onTheMinute.phase);
    expect(titleOf(onTheMinute.current)).toBe('10h25 Pause');

    const last = dayStatus(at('2025-05-23T14:30:00Z'));
    if (last.phase !== 'during') throw new Error(last.phase);
    expect(titleOf(last.current)).toBe('16h Présentation du congrès 2026');
    expect(last.next).toBeUndefined();
  });

  it('is over once the last slot has ended, and every day after', () => {
    expect(dayStatus(at('2025-05-23T15:00:00Z'))).toEqual({ phase: 'after' });
    expect(dayStatus(at('2025-05-24T08:00:00Z'))).toEqual({ phase: 'after' });
    expect(dayStatus(at('2026-11-22T08:00:00Z'))).toEqual({ phase: 'after' });
  });
});
