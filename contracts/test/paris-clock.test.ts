import { describe, expect, it } from 'vitest';
import { parisInstant, wallClock } from '../src/paris-clock.js';
import { EVENT_TIME_ZONE } from '../src/time-zone.js';

// The platform's own zone data: what wallClock computes without it (decision 113).
const platform = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function platformClock(ms: number): { date: string; minutes: number } {
  const f = Object.fromEntries(platform.formatToParts(new Date(ms)).map((p) => [p.type, p.value] as const));
  return { date: `${f.year}-${f.month}-${f.day}`, minutes: Number(f.hour) * 60 + Number(f.minute) };
}

const HOUR = 3_600_000;

describe('wallClock (Bordeaux time without Intl)', () => {
  it('agrees with the platform’s zone data every two hours and seven minutes from 2000 to 2040', () => {
    const disagreements: string[] = [];
    for (let ms = Date.UTC(2000, 0, 1, 0, 37); ms < Date.UTC(2041, 0, 1); ms += 2 * HOUR + 7 * 60_000) {
      const ours = wallClock(ms);
      const theirs = platformClock(ms);
      if (ours.date !== theirs.date || ours.minutes !== theirs.minutes) {
        disagreements.push(`${new Date(ms).toISOString()}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October, to the second', () => {
    const spring = Date.UTC(2025, 2, 30, 1);
    expect(wallClock(spring - 1000)).toMatchObject({ date: '2025-03-30', minutes: 1 * 60 + 59 });
    expect(wallClock(spring)).toMatchObject({ date: '2025-03-30', minutes: 3 * 60 });
    const autumn = Date.UTC(2025, 9, 26, 1);
    expect(wallClock(autumn - 1000)).toMatchObject({ date: '2025-10-26', minutes: 2 * 60 + 59 });
    expect(wallClock(autumn)).toMatchObject({ date: '2025-10-26', minutes: 2 * 60 });
  });

  it('reads an instant as Bordeaux’s clock shows it, seconds included', () => {
    // 23 May 2025, 08:35:42.9 in Bordeaux is 06:35:42.9 UTC.
    const ms = Date.UTC(2025, 4, 23, 6, 35, 42, 900);
    expect(wallClock(ms)).toEqual({
      date: '2025-05-23',
      minutes: 8 * 60 + 35,
      asUtcMs: Date.UTC(2025, 4, 23, 8, 35, 42),
    });
    expect(parisInstant('2025-05-23', '8h35')).toBe(Date.UTC(2025, 4, 23, 6, 35));
    expect(parisInstant('2025-12-05', '8h35')).toBe(Date.UTC(2025, 11, 5, 7, 35));
  });
});
