/**
 * Sends the newest state of a key at most once per `everyMs`, however often it changes (decision
 * 118): a thousand votes in ten seconds make a few events per question, not a thousand, and the
 * live stream's replay window keeps minutes of them. Every change is followed by a send that
 * starts after it, so the last state always goes out; the send reads the state itself, from the
 * database, so that what it sends holds every instance's changes made before it.
 */
export interface LatestSender<K> {
  /** Says that `key` changed: a send follows within `everyMs`. */
  changed(key: K): void;
  /** Sends what is waiting now and stops (the app's close); resolves when the sends are done. */
  flush(): Promise<void>;
  /** Keys waiting for their send (tests wait on it rather than on the clock). */
  waiting(): number;
}

export function createLatestSender<K>(
  send: (key: K) => Promise<void>,
  everyMs: number,
  onError: (error: unknown) => void,
): LatestSender<K> {
  const timers = new Map<K, NodeJS.Timeout>();
  /** Keys changed while their send was running: sent again once it ends. */
  const again = new Set<K>();
  const running = new Map<K, Promise<void>>();
  let stopped = false;

  const run = (key: K) => {
    timers.delete(key);
    const sending = send(key)
      .catch(onError)
      .finally(() => {
        running.delete(key);
        if (again.delete(key)) schedule(key);
      });
    running.set(key, sending);
  };
  const schedule = (key: K) => {
    if (stopped || timers.has(key)) return;
    if (running.has(key)) {
      again.add(key);
      return;
    }
    timers.set(key, setTimeout(() => run(key), everyMs).unref());
  };
  return {
    changed: schedule,
    async flush() {
      stopped = true;
      for (const [key, timer] of [...timers]) {
        clearTimeout(timer);
        run(key);
      }
      again.clear();
      await Promise.all(running.values());
    },
    waiting: () => timers.size + again.size + running.size,
  };
}
