import { describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS, retryDelay } from './use-backoff-retry';

describe('retryDelay', () => {
  it('grows with the failures, then stays at its last step', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 20].map((failures) => retryDelay(failures, middle))).toEqual([
      2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait by 20 % either way, so that a room does not ask all at once', () => {
    for (const [i, base] of RETRY_DELAYS_MS.entries()) {
      expect(retryDelay(i + 1, () => 0)).toBe(base * 0.8);
      expect(retryDelay(i + 1, () => 0.999_999)).toBeCloseTo(base * 1.2, -1);
    }
  });
});
