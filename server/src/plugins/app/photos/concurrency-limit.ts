/**
 * Runs at most `limit` tasks at a time, in arrival order. Image processing is CPU-bound: the
 * machine has two cores, and twenty uploads at once must queue rather than all decode at once.
 */
export function createConcurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next one, so a newcomer cannot slip in between.
  const release = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
