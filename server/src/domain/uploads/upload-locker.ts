import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** How long a request waits for an upload's lock before giving up (as @tus/server's MemoryLocker). */
const ACQUIRE_TIMEOUT_MS = 30_000;

interface Holder {
  /** Asks the request holding the lock to let go (the tus server aborts it after its drain). */
  requestRelease: RequestRelease;
  /** The requests waiting for this holder to unlock. */
  waiters: Set<() => void>;
}

/**
 * The locks of the uploads in this process, as @tus/server's MemoryLocker, except that a
 * request waiting for a lock sleeps until the holder unlocks (a promise woken by `unlock`)
 * instead of polling it on every turn of the event loop, which cost a whole core for the 3 s
 * of a stalled PATCH's drain (decision 073).
 */
export class WaitingLocker implements Locker {
  readonly held = new Map<string, Holder>();

  newLock(id: string): Lock {
    return new WaitingLock(id, this.held);
  }
}

class WaitingLock implements Lock {
  constructor(
    private readonly id: string,
    private readonly held: Map<string, Holder>,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    let deadline: AbortSignal | undefined;
    for (;;) {
      const holder = this.held.get(this.id);
      if (holder === undefined) {
        this.held.set(this.id, { requestRelease, waiters: new Set() });
        return;
      }
      // A timer only for a request that has to wait.
      deadline ??= AbortSignal.any([stopSignal, AbortSignal.timeout(ACQUIRE_TIMEOUT_MS)]);
      if (deadline.aborted) throw new LockTimeout();
      await holder.requestRelease();
      await released(holder, deadline);
    }
  }

  async unlock(): Promise<void> {
    const holder = this.held.get(this.id);
    if (holder === undefined) throw new Error('Releasing an unlocked lock!');
    this.held.delete(this.id);
    // Every waiter tries again; the first to run takes the lock, the others ask it in turn.
    for (const wake of holder.waiters) wake();
  }
}

/** The tus server's lock timeout ({status_code, body}, as its MemoryLocker throws), as an Error. */
class LockTimeout extends Error {
  readonly status_code = ERRORS.ERR_LOCK_TIMEOUT.status_code;
  readonly body = ERRORS.ERR_LOCK_TIMEOUT.body;
}

/** Resolves when `holder` unlocks, or when `deadline` aborts (the caller then gives up). */
function released(holder: Holder, deadline: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      holder.waiters.delete(wake);
      deadline.removeEventListener('abort', wake);
      resolve();
    };
    holder.waiters.add(wake);
    deadline.addEventListener('abort', wake, { once: true });
  });
}
