import { describe, expect, it } from 'vitest';
import { de, frenchTime } from './french';

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
