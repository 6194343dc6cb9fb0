/** Runs tasks on a fixed number of workers, sharing them fairly between accounts. */
export interface FairQueue {
  /** Runs `task` for `owner` once a worker is free and `owner`'s turn has come. */
  run<T>(owner: string, task: () => Promise<T>): Promise<T>;
  /** Tasks of `owner` waiting for a worker (tests wait on it rather than on the clock). */
  waiting(owner: string): number;
}

/**
 * Image processing is CPU-bound and the machine has two cores: at most `workers` tasks run at
 * once. Waiting tasks are kept per owner (an account); a freed worker goes to the waiting owner
 * that has the fewest tasks running, the one served longest ago among equals, and not to the
 * oldest task: an attendee's one photo, sent while another account's request of twenty heavy
 * files is being processed, waits for one of those to end, not for twenty. Within one owner,
 * tasks run in arrival order.
 */
export function createFairQueue(workers: number): FairQueue {
  let running = 0;
  const runningByOwner = new Map<string, number>();
  /** Owners with waiting tasks, the one served longest ago first (Map keeps insertion order). */
  const queues = new Map<string, (() => void)[]>();

  const start = (owner: string) => {
    running += 1;
    runningByOwner.set(owner, (runningByOwner.get(owner) ?? 0) + 1);
  };
  const end = (owner: string) => {
    running -= 1;
    const left = (runningByOwner.get(owner) ?? 1) - 1;
    if (left === 0) runningByOwner.delete(owner);
    else runningByOwner.set(owner, left);
  };

  /** Hands the free worker to the next owner in turn, which then goes to the back of the line. */
  const dispatch = () => {
    let chosen: string | undefined;
    for (const owner of queues.keys()) {
      if (chosen === undefined || (runningByOwner.get(owner) ?? 0) < (runningByOwner.get(chosen) ?? 0)) chosen = owner;
    }
    if (chosen === undefined) return;
    const tasks = queues.get(chosen) ?? [];
    queues.delete(chosen);
    const wake = tasks.shift();
    if (tasks.length > 0) queues.set(chosen, tasks);
    // Counted as running now, so that no newcomer slips into this worker before the task wakes.
    start(chosen);
    wake?.();
  };

  return {
    async run(owner, task) {
      if (running >= workers) {
        await new Promise<void>((resolve) => {
          const tasks = queues.get(owner);
          if (tasks) tasks.push(resolve);
          else queues.set(owner, [resolve]);
        });
      } else start(owner);
      try {
        return await task();
      } finally {
        end(owner);
        dispatch();
      }
    },
    waiting: (owner) => queues.get(owner)?.length ?? 0,
  };
}
