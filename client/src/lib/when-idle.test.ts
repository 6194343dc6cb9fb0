import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from './when-idle';

describe('afterLoadAndIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once its time limit has passed on a page that never goes idle (a slow phone’s busy page)', () => {
    vi.useFakeTimers();
    // A browser that finds no idle period: it calls back only when the limit it was given ends.
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 1e9),
    );
    const run = vi.fn();
    afterLoadAndIdle(run, { timeout: 10_000 });
    vi.advanceTimersByTime(9_990);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at the first quiet moment, and not in a short gap between two tasks', () => {
    vi.useFakeTimers();
    const gaps = [5, 45];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      window.setTimeout(() => {
        const remaining = gaps.shift() ?? 50;
        callback({ didTimeout: false, timeRemaining: () => remaining });
      }, 100),
    );
    const run = vi.fn();
    afterLoadAndIdle(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledOnce();
  });
});
