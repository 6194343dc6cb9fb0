import { describe, expect, it } from 'vitest';
import { isSignatureDrawn } from './signature-drawn';

const stroke = (...points: [number, number][]) => ({
  points: points.map(([x, y], index) => ({ x, y, pressure: 0.5, time: index })),
});

describe('isSignatureDrawn', () => {
  it('refuses an untouched pad', () => {
    expect(isSignatureDrawn([])).toBe(false);
  });

  it('refuses a tap: the pad calls one dot "not empty"', () => {
    expect(isSignatureDrawn([stroke([40, 40])])).toBe(false);
  });

  it('refuses a smudge a few pixels across, however many points it has', () => {
    expect(isSignatureDrawn([stroke([40, 40], [42, 41], [44, 43], [45, 44], [46, 45])])).toBe(false);
  });

  it('accepts a stroke across the frame', () => {
    expect(isSignatureDrawn([stroke([20, 60], [60, 30], [100, 70], [140, 40])])).toBe(true);
  });

  it('counts the points of every stroke together (initials drawn as short strokes)', () => {
    expect(isSignatureDrawn([stroke([20, 20], [30, 30]), stroke([60, 20], [70, 30])])).toBe(true);
  });
});
