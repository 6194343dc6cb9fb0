/**
 * Runs `run` once the page has loaded and the main thread has a quiet moment: an idle period
 * with time to spare, not the gaps between the slices of a hydration or a long task (decision
 * 076). Work that the page does not need to become usable (the service worker's install, the
 * event stream) waits for it, so that it never competes with the page on a phone's slow CPU.
 * `timeout` bounds the wait for a page that never goes quiet (an animation), after the load.
 */
export function afterLoadAndIdle(run: () => void, { timeout = 10_000 } = {}): void {
  const idle = () => {
    // Safari has no idle callbacks: a moment after the load stands for one there.
    const requestIdle = (window as Partial<Window>).requestIdleCallback?.bind(window);
    if (requestIdle === undefined) {
      window.setTimeout(run, 200);
      return;
    }
    const since = performance.now();
    // The browser's own bound too: on a slow CPU a busy page may get no idle period at all (a
    // page slowed 4× never registered its service worker), and then `timeout` still ends the wait.
    const wait = () =>
      requestIdle(
        (deadline) => {
          // A short slice between two tasks is no quiet moment: wait for a longer one.
          // (A fake clock in tests calls back with no deadline: taken as a quiet moment.)
          const remaining = (deadline as IdleDeadline | undefined)?.timeRemaining() ?? QUIET_MS;
          if (remaining >= QUIET_MS || performance.now() - since >= timeout) run();
          else wait();
        },
        { timeout: Math.max(1, timeout - (performance.now() - since)) },
      );
    wait();
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** An idle period at least this long: the browser gives up to 50 ms when nothing is due. */
const QUIET_MS = 40;
