import { describe, expect, it } from 'vitest';
import { fromBordeaux, toBordeaux } from './quiz-time';

describe('quiz opening in Bordeaux time', () => {
  it('stores 8h00 on 2025-05-23 (summer time) as 06:00 UTC, and reads it back as typed', () => {
    expect(fromBordeaux({ date: '2025-05-23', time: '08:00' })).toBe('2025-05-23T06:00:00Z');
    expect(toBordeaux('2025-05-23T06:00:00Z')).toEqual({ date: '2025-05-23', time: '08:00' });
    expect(toBordeaux('2025-05-23T06:00:00.000Z')).toEqual({ date: '2025-05-23', time: '08:00' });
  });

  it('uses winter time in January, and the right side of the March change', () => {
    expect(fromBordeaux({ date: '2025-01-15', time: '08:00' })).toBe('2025-01-15T07:00:00Z');
    // 30 March 2025: clocks go from 2h to 3h; 3h30 is summer time already.
    expect(fromBordeaux({ date: '2025-03-30', time: '03:30' })).toBe('2025-03-30T01:30:00Z');
    expect(fromBordeaux({ date: '2025-03-30', time: '01:30' })).toBe('2025-03-30T00:30:00Z');
    expect(toBordeaux('2025-10-26T23:30:00Z')).toEqual({ date: '2025-10-27', time: '00:30' });
  });

  it('waits for both fields before giving an instant', () => {
    expect(fromBordeaux({ date: '', time: '08:00' })).toBeNull();
    expect(fromBordeaux({ date: '2025-05-23', time: '' })).toBeNull();
    expect(fromBordeaux({ date: '2025-05-23', time: '25:00' })).toBeNull();
    expect(toBordeaux('pas une date')).toEqual({ date: '', time: '' });
  });
});
