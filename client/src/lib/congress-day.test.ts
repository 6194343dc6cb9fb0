import { describe, expect, it } from 'vitest';
import { dayStatus, SLOTS } from './congress-day';

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
