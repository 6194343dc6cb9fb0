import { describe, expect, it } from 'vitest';
import { de, frenchDate, frenchTime } from './french';

describe('de', () => {
  it('elides before a vowel, accented or not, in either case', () => {
    expect(de('Alice')).toBe('d’Alice');
    expect(de('Émilie Durand')).toBe('d’Émilie Durand');
    expect(de('océane')).toBe('d’océane');
    expect(de('Yves')).toBe('d’Yves');
    expect(de('IMG_0042.jpg')).toBe('d’IMG_0042.jpg');
  });

  it('elides before a mute h', () => {
    expect(de('Hélène')).toBe('d’Hélène');
    expect(de('Henri')).toBe('d’Henri');
  });

  it('keeps "de" before a consonant, a digit or a sign, and trims the name', () => {
    expect(de('Bob')).toBe('de Bob');
    expect(de('Lou Bernard')).toBe('de Lou Bernard');
    expect(de('42 photographes')).toBe('de 42 photographes');
    expect(de('@photo')).toBe('de @photo');
    expect(de('  Alice ')).toBe('d’Alice');
  });
});

describe('frenchTime', () => {
  it('writes whole hours without minutes, and minutes on two digits', () => {
    expect(frenchTime(8, 0)).toBe('8h');
    expect(frenchTime(8, 30)).toBe('8h30');
    expect(frenchTime(15, 33)).toBe('15h33');
    expect(frenchTime(10, 5)).toBe('10h05');
  });
});

describe('frenchDate', () => {
  // Intl's fr-FR words, against which the written-out ones are held (decision 113).
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options });
  const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
  const withWeekday = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const noYear = intl({ weekday: 'long', day: 'numeric', month: 'long' });

  it('says every day of 2024 to 2026 as Intl’s fr-FR does', () => {
    const differences: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 86_400_000) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      const pairs = [
        [frenchDate(iso), long.format(ms)],
        [frenchDate(iso, { weekday: true }), withWeekday.format(ms)],
        [frenchDate(iso, { weekday: true, year: false }), noYear.format(ms)],
      ];
      for (const [ours, theirs] of pairs) if (ours !== theirs) differences.push(`${iso}: ${ours} vs ${theirs}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('writes the congress’s day', () => {
    expect(frenchDate('2025-05-23', { weekday: true })).toBe('vendredi 23 mai 2025');
    expect(frenchDate('2025-05-01')).toBe('1 mai 2025');
  });
});
