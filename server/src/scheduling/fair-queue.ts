/**
 * Runs tasks on a fixed number of workers, sharing them fairly between owners: the image
 * workers (owners are accounts) and the login's password hashing (owners are addresses, and the
 * known devices).
 */
export interface FairQueue {
  /**
   * Runs `task` for `owner` once a worker is free and `owner`'s turn has come. `cost` is the
   * task's estimated work (domain/photos/render-cost.ts); above HEAVY_TASK_COST it is a heavy task.
   */
  run<T>(owner: string, task: () => Promise<T>, cost?: number): Promise<T>;
  /** Tasks of `owner` waiting for a worker (tests wait on it rather than on the clock). */
  waiting(owner: string): number;
  /** Heavy tasks running now (tests wait on it). */
  runningHeavy(): number;
}

/**
 * Estimated work (milliseconds on one core here) above which a task is heavy: an ordinary
 * phone photo costs 50 to 350 (domain/photos/render-cost.ts), a large interlaced PNG ten times more.
 */
export const HEAVY_TASK_COST = 600;

interface Waiting {
  cost: number;
  wake: () => void;
}

/**
 * Image processing is CPU-bound and the machine has two cores: at most `workers` tasks run at
 * once (decision 045).
 * - Heavy tasks never hold every worker: with two workers or more, one stays for ordinary
 *   photos, so an attendee's photo is not stuck behind ten accounts' heavy images,
 *   whoever and wherever they come from.
 * - A freed worker goes to the waiting owner that has the fewest tasks running, then to the
 *   cheapest waiting task (shortest job first), then to the owner served longest ago: an
 *   attendee's one photo, sent while another account's twenty heavy files are processed, waits
 *   for one of those to end, not for twenty.
 * - Within one owner, tasks run in arrival order.
 */
export function createFairQueue(workers: number): FairQueue {
  const heavyWorkers = Math.max(1, workers - 1);
  let running = 0;
  let heavyRunning = 0;
  const runningByOwner = new Map<string, number>();
  /** Owners with waiting tasks, the one served longest ago first (Map keeps insertion order). */
  const queues = new Map<string, Waiting[]>();

  const isHeavy = (cost: number) => cost > HEAVY_TASK_COST;
  const canStart = (cost: number) => running < workers && (!isHeavy(cost) || heavyRunning < heavyWorkers);

  const start = (owner: string, cost: number) => {
    running += 1;
    if (isHeavy(cost)) heavyRunning += 1;
    runningByOwner.set(owner, (runningByOwner.get(owner) ?? 0) + 1);
  };
  const end = (owner: string, cost: number) => {
    running -= 1;
    if (isHeavy(cost)) heavyRunning -= 1;
    const left = (runningByOwner.get(owner) ?? 1) - 1;
    if (left === 0) runningByOwner.delete(owner);
    else runningByOwner.set(owner, left);
  };

  /** Hands free workers to the next owners in turn, each of which then goes to the back of the line. */
  const dispatch = () => {
    for (;;) {
      let chosen: string | undefined;
      let chosenTask: Waiting | undefined;
      for (const [owner, tasks] of queues) {
        const next = tasks[0];
        if (next === undefined || !canStart(next.cost)) continue;
        const busy = runningByOwner.get(owner) ?? 0;
        const chosenBusy = chosen === undefined ? Infinity : (runningByOwner.get(chosen) ?? 0);
        if (busy < chosenBusy || (busy === chosenBusy && next.cost < (chosenTask?.cost ?? Infinity))) {
          chosen = owner;
          chosenTask = next;
        }
      }
      if (chosen === undefined || chosenTask === undefined) return;
      const tasks = queues.get(chosen) ?? [];
      queues.delete(chosen);
      tasks.shift();
      if (tasks.length > 0) queues.set(chosen, tasks);
      // Counted as running now, so that no newcomer slips into this worker before the task wakes.
      start(chosen, chosenTask.cost);
      chosenTask.wake();
    }
  };

  return {
    async run(owner, task, cost = 0) {
      // Behind its own owner's waiting tasks, or a worker it may not take: it waits its turn.
      if (queues.has(owner) || !canStart(cost)) {
        await new Promise<void>((wake) => {
          const tasks = queues.get(owner);
          if (tasks) tasks.push({ cost, wake });
          else queues.set(owner, [{ cost, wake }]);
        });
      } else start(owner, cost);
      try {
        return await task();
      } finally {
        end(owner, cost);
        dispatch();
      }
    },
    waiting: (owner) => queues.get(owner)?.length ?? 0,
    runningHeavy: () => heavyRunning,
  };
}
