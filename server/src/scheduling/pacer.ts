/**
 * Paces costly work per key (an address): a bucket of `burst` turns, refilled at `perSecond`.
 * A request finds a turn at once, or waits in line for the next one; when `maxWaiting` already
 * wait, it is refused. Unlike a counter over a window it never shuts a key out for long: once
 * a flood stops, the next request gets a turn within 1/perSecond seconds. Kept in the process,
 * since what it protects is this process's CPU.
 */
export interface Pacer {
  /** Resolves true once the work of `key` may run, false when too many already wait. */
  take(key: string): Promise<boolean>;
  /** Requests of `key` waiting for a turn (tests wait on it rather than on the clock). */
  waiting(key: string): number;
}

interface Bucket {
  turns: number;
  at: number;
  line: (() => void)[];
  timer: NodeJS.Timeout | undefined;
}

export function createPacer({
  perSecond,
  burst,
  maxWaiting,
  maxKeys = 20_000,
}: {
  perSecond: number;
  burst: number;
  maxWaiting: number;
  maxKeys?: number;
}): Pacer {
  const buckets = new Map<string, Bucket>();

  const refill = (bucket: Bucket, now: number) => {
    bucket.turns = Math.min(burst, bucket.turns + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
  };

  /** Hands the turns that came to the requests in line, and waits for the next one if any remain. */
  const serve = (key: string, bucket: Bucket) => {
    bucket.timer = undefined;
    refill(bucket, Date.now());
    while (bucket.line.length > 0 && bucket.turns >= 1) {
      bucket.turns -= 1;
      bucket.line.shift()?.();
    }
    if (bucket.line.length > 0) {
      bucket.timer = setTimeout(() => serve(key, bucket), Math.ceil(((1 - bucket.turns) / perSecond) * 1000));
      bucket.timer.unref();
    }
  };

  const bucketOf = (key: string): Bucket => {
    let bucket = buckets.get(key);
    if (bucket === undefined) {
      // Forget the key seen longest ago that has nobody waiting (a full bucket again soon anyway).
      if (buckets.size >= maxKeys) {
        for (const [oldKey, old] of buckets) {
          if (old.line.length === 0) {
            buckets.delete(oldKey);
            break;
          }
        }
      }
      bucket = { turns: burst, at: Date.now(), line: [], timer: undefined };
    } else buckets.delete(key);
    // Most recently seen last (Map keeps insertion order).
    buckets.set(key, bucket);
    return bucket;
  };

  return {
    take(key) {
      const bucket = bucketOf(key);
      refill(bucket, Date.now());
      if (bucket.line.length === 0 && bucket.turns >= 1) {
        bucket.turns -= 1;
        return Promise.resolve(true);
      }
      if (bucket.line.length >= maxWaiting) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        bucket.line.push(() => resolve(true));
        if (bucket.timer === undefined) serve(key, bucket);
      });
    },
    waiting: (key) => buckets.get(key)?.line.length ?? 0,
  };
}
