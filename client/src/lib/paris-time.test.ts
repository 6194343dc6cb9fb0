import { describe, expect, it } from 'vitest';
import { daysBetween, minutesOf, parisDate, parisInstant } from './paris-time';

describe('Bordeaux time', () => {
  it('reads the programme’s way of writing times', () => {
    expect(minutesOf('8h')).toBe(480);
    expect(minutesOf('8h35')).toBe(515);
    expect(minutesOf('7H03')).toBe(423);
    expect(() => minutesOf('midi')).toThrow();
  });

  it('turns a Bordeaux wall-clock time into the instant, in summer and in winter time', () => {
    expect(new Date(parisInstant('2025-05-23', '8h')).toISOString()).toBe('2025-05-23T06:00:00.000Z');
    expect(new Date(parisInstant('2025-05-23', '16h')).toISOString()).toBe('2025-05-23T14:00:00.000Z');
    expect(new Date(parisInstant('2025-01-15', '8h')).toISOString()).toBe('2025-01-15T07:00:00.000Z');
    // The day clocks go forward (30 March 2025, 2h → 3h).
    expect(new Date(parisInstant('2025-03-30', '12h')).toISOString()).toBe('2025-03-30T10:00:00.000Z');
  });

  it('gives the Bordeaux calendar day, whatever the device’s zone', () => {
    expect(parisDate(Date.parse('2025-05-22T21:59:00Z'))).toBe('2025-05-22');
    expect(parisDate(Date.parse('2025-05-22T22:00:00Z'))).toBe('2025-05-23');
    expect(daysBetween('2025-05-01', '2025-05-23')).toBe(22);
  });
});
